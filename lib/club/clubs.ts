/**
 * Club and subscription rules:
 * the 36 route slugs, the club hero's checkout link and query preselection, price ranges, and the
 * absolute subscription URLs. Pure: used by the club pages, the blocks and the unit tests.
 */
import {
  CLUB_SIZES,
  CLUB_TYPES,
  SUBSCRIPTION_FREQUENCY_MONTHS,
  SUBSCRIPTION_SIZES,
  SUBSCRIPTION_TYPES,
} from '../constants';
import { stripTrailingSlashes } from '../content/links';

export type ClubType = (typeof CLUB_TYPES)[number];
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** The wine-type choices as editors and visitors read them. */
export const TYPE_LABELS: Record<ClubType | SubscriptionType, string> = {
  'red-wines': 'Red Wines',
  'red-and-white-wines': 'Red and White Wines',
  'isosceles-only': 'Isosceles Only',
  'cabernet-sauvignon': 'Cabernet Sauvignon',
  'sauvignon-blanc': 'Sauvignon Blanc',
};
export const CLUB_CATEGORIES = CLUB_TYPES.map((type) => TYPE_LABELS[type]);
export const SUBSCRIPTION_CATEGORIES = SUBSCRIPTION_TYPES.map((type) => TYPE_LABELS[type]);

export const bottlesLabel = (bottles: number) => `${bottles} Bottles`;
export const frequencyLabel = (months: number) => (months === 1 ? '1 Month' : `${months} Months`);
export const CLUB_QUANTITY_LABELS = CLUB_SIZES.map(bottlesLabel);
export const SUBSCRIPTION_QUANTITY_LABELS = SUBSCRIPTION_SIZES.map(bottlesLabel);
export const FREQUENCY_LABELS = SUBSCRIPTION_FREQUENCY_MONTHS.map(frequencyLabel);

/** 'Red and White Wines' -> 'red-and-white-wines'. */
export function categorySlug(category: string): string {
  return category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The number of a bottle-count label: '12 Bottles' gives 12; anything else undefined. */
export function bottlesOf(quantity: string): number | undefined {
  const match = /^\s*(\d+)\s*(bottles?)?\s*$/i.exec(quantity);
  return match ? Number(match[1]) : undefined;
}

function clubSlug(bottles: number, type: string): string {
  return `${bottles}-bottle-${type}`;
}

function subscriptionSlug(bottles: number, type: string, months: number): string {
  return `${bottles}-bottle-${type}-subscription-${months}-month`;
}

/** The club hero's checkout link: /club/{n}-bottle-{category}, e.g. /club/12-bottle-red-wines. */
export function clubCheckoutLink(quantity: string, category: string): string | undefined {
  const bottles = bottlesOf(quantity);
  const type = categorySlug(category);
  return bottles && type ? `/club/${clubSlug(bottles, type)}` : undefined;
}

/** Subscription URLs are absolute, built from the web base URL with trailing slashes removed. */
export function subscriptionUrl(
  webUrl: string,
  bottles: number,
  type: string,
  months: number,
): string {
  return `${stripTrailingSlashes(webUrl)}/club/${subscriptionSlug(bottles, type, months)}`;
}

export type ClubRoute =
  | { kind: 'club'; slug: string; bottles: number; type: ClubType; category: string }
  | {
      kind: 'subscription';
      slug: string;
      bottles: number;
      type: SubscriptionType;
      category: string;
      months: number;
    };

function buildRoutes(): ClubRoute[] {
  const routes: ClubRoute[] = [];
  for (const bottles of CLUB_SIZES)
    for (const type of CLUB_TYPES)
      routes.push({
        kind: 'club',
        slug: clubSlug(bottles, type),
        bottles,
        type,
        category: TYPE_LABELS[type],
      });
  for (const bottles of SUBSCRIPTION_SIZES)
    for (const type of SUBSCRIPTION_TYPES)
      for (const months of SUBSCRIPTION_FREQUENCY_MONTHS)
        routes.push({
          kind: 'subscription',
          slug: subscriptionSlug(bottles, type, months),
          bottles,
          type,
          category: TYPE_LABELS[type],
          months,
        });
  return routes;
}

/** The 9 club and 27 subscription routes, in the order of the spec's lists. */
export const CLUB_ROUTES: readonly ClubRoute[] = buildRoutes();
export const CLUB_ROUTE_SLUGS = CLUB_ROUTES.map((route) => route.slug);

/** The route of a /club/{slug} path segment; undefined for anything that is not one of the 36. */
export function clubRouteOf(slug: string): ClubRoute | undefined {
  return CLUB_ROUTES.find((route) => route.slug === slug);
}

/** A matching choice for a query value: the label itself, its slug, or its bottle number. */
function matchChoice(choices: readonly string[], wanted: string | null | undefined) {
  if (!wanted) return undefined;
  const value = wanted.trim().toLowerCase();
  return choices.find(
    (choice) =>
      choice.toLowerCase() === value ||
      categorySlug(choice) === categorySlug(value) ||
      (bottlesOf(choice) !== undefined && bottlesOf(choice) === bottlesOf(value)),
  );
}

/**
 * The club hero's first choice: the first category and quantity, unless `?category=` and `?qty=`
 * name one of the offered choices ('red-wines' or 'Red Wines'; '12' or '12 Bottles').
 */
export function preselect(
  categories: readonly string[],
  quantities: readonly string[],
  query: { category?: string | null; qty?: string | null },
): { category: string | undefined; quantity: string | undefined } {
  return {
    category: matchChoice(categories, query.category) ?? categories[0],
    quantity: matchChoice(quantities, query.qty) ?? quantities[0],
  };
}

export interface PriceRange {
  quantity: string;
  min: number;
  max: number;
}

/** The price range shown for the chosen quantity ('12 Bottles' matches '12' too). */
export function priceRangeFor(
  ranges: readonly PriceRange[],
  quantity: string | undefined,
): PriceRange | undefined {
  if (!quantity) return undefined;
  const bottles = bottlesOf(quantity);
  return ranges.find(
    (range) =>
      range.quantity === quantity ||
      (bottles !== undefined && bottlesOf(range.quantity) === bottles),
  );
}

// One formatter for every range: `toLocaleString` with options builds a new one per call, which
// cost the club pages ~20 ms of main thread while hydrating (dozens of ranges).
const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '$210 - $330' or '$210' when both ends are the same; whole dollars. */
export function formatPriceRange(range: { min: number; max: number }): string {
  const dollars = (value: number) => `$${wholeDollars.format(value)}`;
  return range.min === range.max
    ? dollars(range.min)
    : `${dollars(Math.min(range.min, range.max))} - ${dollars(Math.max(range.min, range.max))}`;
}

// --- default offer (the embedded catalog's prices; club entries may override them) -------------

/** Per-bottle price bands of each club type: a shipment costs bottles times the band. */
const CLUB_BOTTLE_BANDS: Record<ClubType, { min: number; max: number }> = {
  'red-wines': { min: 35, max: 55 },
  'red-and-white-wines': { min: 30, max: 50 },
  'isosceles-only': { min: 60, max: 90 },
};
const SUBSCRIPTION_BOTTLE_PRICES: Record<SubscriptionType, number> = {
  'isosceles-only': 72,
  'cabernet-sauvignon': 48,
  'sauvignon-blanc': 28,
};

export function defaultClubPriceRanges(type: ClubType): PriceRange[] {
  const band = CLUB_BOTTLE_BANDS[type];
  return CLUB_SIZES.map((bottles) => ({
    quantity: bottlesLabel(bottles),
    min: band.min * bottles,
    max: band.max * bottles,
  }));
}

/** The price of one subscription shipment (whole dollars). */
export function defaultSubscriptionPrice(type: SubscriptionType, bottles: number): number {
  return SUBSCRIPTION_BOTTLE_PRICES[type] * bottles;
}

/** The price range of a route's shipment, as the page and the clubs list show it. */
export function defaultRoutePrice(route: ClubRoute): { min: number; max: number } {
  if (route.kind === 'subscription') {
    const price = defaultSubscriptionPrice(route.type, route.bottles);
    return { min: price, max: price };
  }
  const range = priceRangeFor(defaultClubPriceRanges(route.type), bottlesLabel(route.bottles));
  return range ?? { min: 0, max: 0 };
}

/** How often a route ships, in words. Clubs ship four times a year (seasonal releases). */
export function shippingCadence(route: ClubRoute): string {
  if (route.kind === 'club') return 'Four shipments a year: spring, summer, fall and holiday';
  return route.months === 1 ? 'Ships every month' : `Ships every ${route.months} months`;
}

/** A route's display title, e.g. '6 Bottle Red Wines Club'. */
export function routeTitle(route: ClubRoute): string {
  return route.kind === 'club'
    ? `${route.bottles} Bottle ${route.category} Club`
    : `${route.bottles} Bottle ${route.category} Subscription, ${route.months === 1 ? 'Every Month' : `Every ${route.months} Months`}`;
}

/**
 * The friend-referral embed's page-type hints: the referral widget shows
 * its post-purchase variant on order confirmations and club sign-up confirmations.
 */
export const REFERRAL_PAGE_TYPES = {
  orderConfirmation: '/profile/order-receipt/',
  clubConfirmation: '/profile/club-membership/receipt/',
} as const;

type ReferralPageType = keyof typeof REFERRAL_PAGE_TYPES;

/** The page type of a path, or undefined for any other page. */
export function referralPageType(path: string): ReferralPageType | undefined {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  if (withSlash.startsWith(REFERRAL_PAGE_TYPES.orderConfirmation)) return 'orderConfirmation';
  if (withSlash.startsWith(REFERRAL_PAGE_TYPES.clubConfirmation)) return 'clubConfirmation';
  return undefined;
}
