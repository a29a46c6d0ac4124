import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';

export type CustomerType = 'club-member' | 'normal';

/**
 * What error reports made during one unit of work (a server action, a block re-rendered for a
 * request) should say about it without every caller passing it along: the route and, once the
 * visitor has been loaded, the customer type. Mutable: the visitor load fills the customer type
 * in when it learns it.
 */
interface ReportScope {
  route?: string;
  customerType?: CustomerType;
}

const storage = new AsyncLocalStorage<ReportScope>();

export function withReportScope<T>(scope: ReportScope, work: () => Promise<T>): Promise<T> {
  return storage.run({ ...scope }, work);
}

export function currentReportScope(): ReportScope | undefined {
  return storage.getStore();
}

/** Club member or not: error reports tag the customer type. */
export function customerTypeOf(customer: { isActiveClubMember: boolean } | null): CustomerType {
  return customer?.isActiveClubMember ? 'club-member' : 'normal';
}

/**
 * What the reports of one request know about it, whichever unit of work fills it in: React's
 * per-request cache, so the customer load of the layout tells a commerce failure of a page
 * component who the visitor is. Outside a request (scripts, tests) every call gets a fresh one.
 */
export const requestReportFacts = cache((): { customerType?: CustomerType } => ({}));
