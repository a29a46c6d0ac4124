/**
 * What a member may change about a membership and when its shipments go.
 * Pure: the embedded commerce service applies these rules and the account page offers exactly
 * the choices they allow.
 *
 * The house rules: a club ships every CLUB_SHIPMENT_EVERY_MONTHS months and lets its member change
 * the size (4, 6 or 12 bottles) but not the rhythm; a subscription lets its member change both
 * the size (6, 12 or 24 bottles) and the frequency (every 1, 2 or 3 months). The wine type stays:
 * another type is another club, joined from the club pages. A change moves the membership to the
 * sibling club with that size and frequency.
 */
import type { Club } from '../commerce/entities';
import { shippingCadence, type ClubRoute } from './clubs';

/** Clubs (not subscriptions) ship quarterly. */
const CLUB_SHIPMENT_EVERY_MONTHS = 3;

type PlanClub = Pick<Club, 'slug' | 'kind' | 'category' | 'bottles' | 'frequencyMonths'>;

export const shipmentIntervalMonths = (club: Pick<Club, 'frequencyMonths'>): number =>
  club.frequencyMonths ?? CLUB_SHIPMENT_EVERY_MONTHS;

/** The clubs a member of `current` may move to: same kind and wine type, itself included. */
function siblingPlans<T extends PlanClub>(current: PlanClub, clubs: readonly T[]): T[] {
  return clubs.filter((club) => club.kind === current.kind && club.category === current.category);
}

export interface PlanChoices {
  sizes: number[];
  /** Empty for a club: its rhythm is fixed. */
  frequencies: number[];
}

export function planChoices(current: PlanClub, clubs: readonly PlanClub[]): PlanChoices {
  const siblings = siblingPlans(current, clubs);
  const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  return {
    sizes: unique(siblings.map((club) => club.bottles)),
    frequencies:
      current.kind === 'subscription'
        ? unique(siblings.flatMap((club) => (club.frequencyMonths ? [club.frequencyMonths] : [])))
        : [],
  };
}

/** The sibling club with that size (and frequency, for a subscription), else undefined. */
export function planFor<T extends PlanClub>(
  current: PlanClub,
  clubs: readonly T[],
  wanted: { bottles: number; frequencyMonths?: number | null },
): T | undefined {
  const months = current.kind === 'subscription' ? wanted.frequencyMonths : null;
  return siblingPlans(current, clubs).find(
    (club) =>
      club.bottles === wanted.bottles && (club.frequencyMonths ?? null) === (months ?? null),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` plus whole months; a day past the month's end becomes its last day. */
export function addMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`not an ISO date: ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])];
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * The first shipment date of the schedule `anchor + k x months` (k >= 1 when the anchor is the
 * signup; k >= 0 for a stored next date) that is not before `today`.
 */
export function nextShipmentOnOrAfter(
  anchor: string,
  months: number,
  today: string,
  anchorIsShipment: boolean,
): string {
  let step = anchorIsShipment ? 0 : 1;
  let date = addMonths(anchor, step * months);
  while (date < today) {
    step += 1;
    date = addMonths(anchor, step * months);
  }
  return date;
}

/** The account's one date format, the spec's locale en_US: 'Dec 12, 2026'. */
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2026-12-12' (or a whole ISO time, read as its UTC day) -> 'Dec 12, 2026': every date of the
 * account page (shipments, orders, history, membership since), its audit lines and e-mails.
 */
export const shipmentDateText = (isoDate: string): string =>
  SHORT_DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

export const frequencyText = (months: number): string =>
  months === 1 ? 'every month' : `every ${months} months`;

/**
 * The membership terms a member accepts when joining (as Commerce7's hosted club join states
 * them): automatic renewal until cancelled, shipments charged to the card on file, and how to
 * cancel. One text for the wizard, the receipt and the welcome e-mail, so what was accepted is
 * what is repeated.
 */

export const TERMS_HEADING = 'Membership terms';
export const TERMS_CONSENT_LABEL =
  'I have read and accept the membership terms, including automatic renewal and charges to my card on file.';

/** The terms, one sentence per item, for the club or subscription being joined. */
export function membershipTerms(route: ClubRoute | undefined): string[] {
  const what = route?.kind === 'subscription' ? 'subscription' : 'membership';
  const cadence = route ? ` (${shippingCadence(route).toLowerCase()})` : '';
  return [
    `Your ${what} renews automatically with every shipment${cadence} until you cancel it.`,
    'Each shipment is charged to your card on file when it is prepared, at the member price of its wines plus sales tax.',
    'You can cancel at any time from your account (Manage Account) or by contacting the winery; shipments already charged are still sent.',
    `You must be at least 21 years old, and an adult must sign for every delivery.`,
  ];
}
