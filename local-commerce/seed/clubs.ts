/**
 * The 9 clubs and 27 subscriptions, built from the size, type and frequency
 * lists in lib/constants.ts so the routes and the seed cannot drift apart.
 */
import {
  CLUB_SIZES,
  CLUB_TYPES,
  SUBSCRIPTION_FREQUENCY_MONTHS,
  SUBSCRIPTION_SIZES,
  SUBSCRIPTION_TYPES,
} from '../../lib/constants';
import type { Club } from '../../lib/commerce/entities';
import { TYPE_LABELS } from '../../lib/club/clubs';
import { seedId } from './ids';

const CATEGORY = TYPE_LABELS;

const every = (months: number) => (months === 1 ? 'Every Month' : `Every ${months} Months`);

function buildClubs(): Club[] {
  const clubs: Club[] = [];
  for (const bottles of CLUB_SIZES) {
    for (const type of CLUB_TYPES) {
      const slug = `${bottles}-bottle-${type}`;
      clubs.push({
        id: seedId('club', slug),
        slug,
        title: `${bottles} Bottle ${CATEGORY[type]} Club`,
        kind: 'club',
        bottles,
        category: CATEGORY[type],
        frequencyMonths: null,
      });
    }
  }
  for (const bottles of SUBSCRIPTION_SIZES) {
    for (const type of SUBSCRIPTION_TYPES) {
      for (const months of SUBSCRIPTION_FREQUENCY_MONTHS) {
        const slug = `${bottles}-bottle-${type}-subscription-${months}-month`;
        clubs.push({
          id: seedId('club', slug),
          slug,
          title: `${bottles} Bottle ${CATEGORY[type]} Subscription, ${every(months)}`,
          kind: 'subscription',
          bottles,
          category: CATEGORY[type],
          frequencyMonths: months,
        });
      }
    }
  }
  return clubs;
}

export const SEED_CLUBS: readonly Club[] = buildClubs();
