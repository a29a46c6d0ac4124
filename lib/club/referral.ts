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
