import 'server-only';
import { cache } from 'react';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/viewer';
import { loadVisitor } from './visitor';

export type { Viewer } from '@/lib/viewer';

/**
 * Who is looking, once per request: the customer behind the customerToken cookie, or anonymous
 * (server/visitor/visitor.ts runs the customer load; a refused or failed load is anonymous).
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const { customer } = await loadVisitor();
  if (!customer) return ANONYMOUS_VIEWER;
  return {
    customer,
    isLoggedIn: true,
    isActiveClubMember: customer.orderInformation.isActiveClubMember,
  };
});
