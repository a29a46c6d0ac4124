/**
 * Container visibility roles. User means a logged-in customer with a
 * first name; Member a customer with an active club. Editors always see the container (with a
 * warning banner), which the renderer decides, not this rule.
 */
export const VISIBILITY_ROLES = [
  'All',
  'User',
  'Member',
  'User_Non_Member',
  'Not_Logged_In',
] as const;
export type VisibilityRole = (typeof VISIBILITY_ROLES)[number];

export interface VisibilityViewer {
  isLoggedIn: boolean;
  firstName: string | null | undefined;
  isActiveClubMember: boolean;
}

export function isVisibleTo(role: VisibilityRole, viewer: VisibilityViewer): boolean {
  const isUser = viewer.isLoggedIn && Boolean(viewer.firstName?.trim());
  const isMember = viewer.isLoggedIn && viewer.isActiveClubMember;
  switch (role) {
    case 'All':
      return true;
    case 'User':
      return isUser;
    case 'Member':
      return isMember;
    case 'User_Non_Member':
      return isUser && !isMember;
    case 'Not_Logged_In':
      return !viewer.isLoggedIn;
  }
}

/** The editor's banner on a restricted container, so hidden content is never a surprise. */
export function visibilityWarning(role: VisibilityRole): string | undefined {
  return role === 'All'
    ? undefined
    : `This container is only visible to: ${role.replaceAll('_', ' ')}`;
}
