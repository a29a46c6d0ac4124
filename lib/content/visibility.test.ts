import { describe, expect, it } from 'vitest';
import {
  isVisibleTo,
  visibilityWarning,
  type VisibilityRole,
  type VisibilityViewer,
} from './visibility';

const anonymous: VisibilityViewer = {
  isLoggedIn: false,
  firstName: null,
  isActiveClubMember: false,
};
const user: VisibilityViewer = { isLoggedIn: true, firstName: 'Ada', isActiveClubMember: false };
const nameless: VisibilityViewer = { isLoggedIn: true, firstName: '', isActiveClubMember: false };
const member: VisibilityViewer = { isLoggedIn: true, firstName: 'Ada', isActiveClubMember: true };

describe('container visibility', () => {
  it.each([
    ['All', anonymous, true],
    ['All', member, true],
    ['User', anonymous, false],
    ['User', user, true],
    ['User', nameless, false],
    ['User', member, true],
    ['Member', anonymous, false],
    ['Member', user, false],
    ['Member', member, true],
    ['User_Non_Member', user, true],
    ['User_Non_Member', member, false],
    ['User_Non_Member', anonymous, false],
    ['Not_Logged_In', anonymous, true],
    ['Not_Logged_In', user, false],
    ['Not_Logged_In', member, false],
  ] as [VisibilityRole, VisibilityViewer, boolean][])('%s for %o: %s', (role, viewer, visible) => {
    expect(isVisibleTo(role, viewer)).toBe(visible);
  });

  it('warns editors on restricted containers only', () => {
    expect(visibilityWarning('All')).toBeUndefined();
    expect(visibilityWarning('User_Non_Member')).toBe(
      'This container is only visible to: User Non Member',
    );
  });
});
