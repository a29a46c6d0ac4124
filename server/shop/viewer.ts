import 'server-only';
import { cache } from 'react';
import type { Customer } from '@/lib/commerce/entities';
import { loadVisitor } from './visitor';

export interface Viewer {
  customer: Customer | null;
  isLoggedIn: boolean;
  isActiveClubMember: boolean;
}

export const ANONYMOUS_VIEWER: Viewer = {
  customer: null,
  isLoggedIn: false,
  isActiveClubMember: false,
};

/**
 * Who is looking, once per request: the customer behind the customerToken cookie, or anonymous
 * (server/shop/visitor.ts runs the customer load; a refused or failed load is anonymous).
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
