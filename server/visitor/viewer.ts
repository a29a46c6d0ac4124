import 'server-only';
import { cache } from 'react';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/customer/viewer';
import type { VisitorCaller } from '@/server/commerce/session';
import { loadViewerCustomer } from './visitor';

export type { Viewer } from '@/lib/customer/viewer';

/**
 * Who is looking, once per request: the customer behind the customerToken cookie, or anonymous
 * (server/visitor/visitor.ts runs the customer part of the customer load, no cart read; a refused
 * or failed load is anonymous; a page's render reads it through the personal cache, personal-cache.ts).
 * Pages call it as it is; a server action passes 'action' for its own deadline.
 */
export const getViewer = cache(async (caller: VisitorCaller = 'render'): Promise<Viewer> => {
  const customer = await loadViewerCustomer(caller);
  if (!customer) return ANONYMOUS_VIEWER;
  return {
    customer,
    isLoggedIn: true,
    isActiveClubMember: customer.orderInformation.isActiveClubMember,
  };
});
