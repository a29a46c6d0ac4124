/**
 * Analytics dimensions: for a logged-in customer the id, the active club
 * names (or 'Logged In - No Club'), the tag titles and the first e-mail id; anonymous otherwise.
 */
import type { Customer } from '@/lib/commerce/entities';

const ANONYMOUS_DIMENSION = 'anonymous';
const NO_CLUB_DIMENSION = 'Logged In - No Club';

export interface AnalyticsDimensions {
  customerId: string;
  clubs: string;
  tags: string;
  emailId: string;
}

export const ANONYMOUS_DIMENSIONS: AnalyticsDimensions = {
  customerId: ANONYMOUS_DIMENSION,
  clubs: ANONYMOUS_DIMENSION,
  tags: ANONYMOUS_DIMENSION,
  emailId: ANONYMOUS_DIMENSION,
};

/** A club is active while it has no cancel date, or one still in the future. */
function isActiveClub(club: { cancelDate?: string | null | undefined }, now: Date): boolean {
  if (!club.cancelDate) return true;
  const cancelAt = Date.parse(club.cancelDate);
  return Number.isNaN(cancelAt) ? false : cancelAt > now.getTime();
}

type DimensionCustomer = Pick<Customer, 'id' | 'clubs' | 'tags' | 'emails'>;

export function analyticsDimensions(
  customer: DimensionCustomer | null,
  now: Date,
): AnalyticsDimensions {
  if (!customer) return ANONYMOUS_DIMENSIONS;
  const clubs = customer.clubs
    .filter((club) => isActiveClub(club, now))
    .map((club) => club.clubTitle);
  return {
    customerId: customer.id,
    clubs: clubs.length > 0 ? clubs.join(', ') : NO_CLUB_DIMENSION,
    tags: customer.tags.map((tag) => tag.title).join(', '),
    emailId: customer.emails[0]?.id ?? '',
  };
}
