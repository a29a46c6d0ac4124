/**
 * Guest order lookup needs more than the e-mail and the order number: order numbers count up, so
 * anyone who knows an address could walk them (51 guesses found a receipt with a name
 * and street address). The billing ZIP code (the shipping one when the order has no billing
 * address) must match too. An order with no address at all (a virtual gift card alone) shows no
 * address on its receipt, and is found with the field left empty.
 */
import type { Order } from '../commerce/entities';

export const ORDER_LOOKUP_ZIP_LABEL = 'Billing ZIP code';
export const ORDER_LOOKUP_ZIP_HINT =
  'As on your order. Leave it empty for an order with no address (an e-gift card alone).';

/** Upper case, no spaces; a US ZIP+4 counts by its first five digits. */
function normalisedZip(zip: string): string {
  const compact = zip.replace(/\s+/g, '').toUpperCase();
  const us = /^(\d{5})(-?\d{4})?$/.exec(compact);
  return us?.[1] ?? compact;
}

/** Whether the ZIP code given in the lookup form is the order's. */
export function orderZipMatches(given: string, order: Pick<Order, 'billTo' | 'shipTo'>): boolean {
  const address = order.billTo ?? order.shipTo;
  const expected = address ? normalisedZip(address.zipCode) : '';
  return normalisedZip(given) === expected;
}
