import { AsyncLocalStorage } from 'node:async_hooks';

export type CustomerType = 'club-member' | 'normal';

/**
 * What error reports made during one unit of work (a server action, a block re-rendered for a
 * request) should say about it without every caller passing it along: the route and, once the
 * visitor has been loaded, the customer type. Mutable: the visitor load fills the customer type
 * in when it learns it.
 */
export interface ReportScope {
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

/** Club member or not (storefront spec section 4: error reports tag the customer type). */
export function customerTypeOf(customer: { isActiveClubMember: boolean } | null): CustomerType {
  return customer?.isActiveClubMember ? 'club-member' : 'normal';
}
