/** Cards are shared by every visitor (cached pages), so they are always decided for an anonymous one. */
export const ANONYMOUS_CARD_VIEWER = { isLoggedIn: false, isActiveClubMember: false } as const;
