/**
 * What a cart line costs (shipping and tax: shipping.ts). The rule is the shop's own
 * (lib/pricing/pricing.ts), so the cart charges what the product page shows: the lowest price the
 * customer is entitled to among retail, a promotion and, for an active member, the club price.
 */
export { memberDiscountApplies, unitPrice } from '../lib/pricing/pricing';
