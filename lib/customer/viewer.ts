import type { Customer } from '@/lib/commerce/entities';
import { analyticsDimensions, type AnalyticsDimensions } from '@/lib/tracking/dimensions';

/** Who is looking at a page: decides prices, allocation panels and restricted content. */
export interface Viewer {
  customer: Customer | null;
  isLoggedIn: boolean;
  isActiveClubMember: boolean;
}

/**
 * Who the header shows: enough for the avatar and profile menu, never a token. It also carries the
 * customer's tracking data (spec: email, id, phone) and analytics dimensions, so the browser's
 * pageview and tag manager take them from the same store as the header.
 */
export interface AccountSummary {
  firstName: string;
  lastName: string;
  email: string;
  /** The most recent address's phone, '' when none is known. */
  phone: string;
  dimensions: AnalyticsDimensions;
}

export function accountSummaryOf(customer: Customer, now = new Date()): AccountSummary {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.emails[0]?.email ?? '',
    phone: customer.addresses[0]?.phone ?? '',
    dimensions: analyticsDimensions(customer, now),
  };
}

/**
 * The visitor nobody is logged in as. Everything shared by every visitor (cached pages, product
 * cards, static product heroes) is decided for this viewer.
 */
export const ANONYMOUS_VIEWER: Viewer = {
  customer: null,
  isLoggedIn: false,
  isActiveClubMember: false,
};
