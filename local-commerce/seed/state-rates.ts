/**
 * Ground shipping and sales tax per destination state (invented, realistic-looking figures for
 * the fictional Isosceles Ridge, which ships from Paso Robles, California). Shipping grows with
 * the distance from the Central Coast; tax is a statewide rate in basis points (725 = 7.25 %),
 * charged on the taxable goods by the destination state, as a winery shipping direct does.
 * `shipping.ts` reads it for both the checkout quote and the checkout itself.
 */

export interface StateRate {
  /** Ground shipping in cents for an order that pays shipping. */
  shippingCents: number;
  /** Sales tax in basis points of the taxable subtotal. */
  taxBasisPoints: number;
}

/** The winery's own state: the rate for an order that ships nothing (gift cards, tickets). */
export const HOME_STATE_CODE = 'CA';

const CALIFORNIA = 1200;
const WEST = 1500;
const MOUNTAIN = 1800;
const CENTRAL = 2100;
const EAST = 2400;
const FAR = 3900;

const rate = (shippingCents: number, taxBasisPoints: number): StateRate => ({
  shippingCents,
  taxBasisPoints,
});

export const STATE_RATES: Readonly<Record<string, StateRate>> = {
  AL: rate(CENTRAL, 400),
  AK: rate(FAR, 0),
  AZ: rate(WEST, 560),
  AR: rate(CENTRAL, 650),
  CA: rate(CALIFORNIA, 725),
  CO: rate(MOUNTAIN, 290),
  CT: rate(EAST, 635),
  DE: rate(EAST, 0),
  DC: rate(EAST, 600),
  FL: rate(EAST, 600),
  GA: rate(EAST, 400),
  HI: rate(FAR, 400),
  ID: rate(WEST, 600),
  IL: rate(CENTRAL, 625),
  IN: rate(CENTRAL, 700),
  IA: rate(CENTRAL, 600),
  KS: rate(CENTRAL, 650),
  KY: rate(CENTRAL, 600),
  LA: rate(CENTRAL, 445),
  ME: rate(EAST, 550),
  MD: rate(EAST, 600),
  MA: rate(EAST, 625),
  MI: rate(CENTRAL, 600),
  MN: rate(CENTRAL, 688),
  MS: rate(CENTRAL, 700),
  MO: rate(CENTRAL, 423),
  MT: rate(MOUNTAIN, 0),
  NE: rate(CENTRAL, 550),
  NV: rate(WEST, 685),
  NH: rate(EAST, 0),
  NJ: rate(EAST, 663),
  NM: rate(MOUNTAIN, 488),
  NY: rate(EAST, 400),
  NC: rate(EAST, 475),
  ND: rate(CENTRAL, 500),
  OH: rate(CENTRAL, 575),
  OK: rate(CENTRAL, 450),
  OR: rate(WEST, 0),
  PA: rate(EAST, 600),
  RI: rate(EAST, 700),
  SC: rate(EAST, 600),
  SD: rate(CENTRAL, 420),
  TN: rate(CENTRAL, 700),
  TX: rate(CENTRAL, 625),
  UT: rate(MOUNTAIN, 610),
  VT: rate(EAST, 600),
  VA: rate(EAST, 530),
  WA: rate(WEST, 650),
  WV: rate(EAST, 600),
  WI: rate(CENTRAL, 500),
  WY: rate(MOUNTAIN, 400),
};

/** The rates of a destination: the state's own, the home state's when there is none. */
export function stateRateOf(stateCode: string | null | undefined): StateRate {
  return STATE_RATES[stateCode ?? ''] ?? STATE_RATES[HOME_STATE_CODE] ?? rate(CALIFORNIA, 725);
}
