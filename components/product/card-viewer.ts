/** Who a card is decided for: cards in shared renders are always for an anonymous visitor. */
export interface CardViewer {
  isLoggedIn: boolean;
  isActiveClubMember: boolean;
}

export const ANONYMOUS_CARD_VIEWER: CardViewer = { isLoggedIn: false, isActiveClubMember: false };
