import type { Customer } from '@/lib/commerce/entities';

/** Who is looking at a page: decides prices, allocation panels and restricted content. */
export interface Viewer {
  customer: Customer | null;
  isLoggedIn: boolean;
  isActiveClubMember: boolean;
}

/** Who the header shows: enough for the avatar and profile menu, never a token. */
export interface AccountSummary {
  firstName: string;
  lastName: string;
  email: string;
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
