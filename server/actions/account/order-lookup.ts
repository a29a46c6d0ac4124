'use server';

import * as v from 'valibot';
import { orderZipMatches } from '@/lib/customer/order-lookup';
import { CommerceError, getCommerce } from '@/server/commerce';
import { reportError } from '@/server/observability/report';
import { clientIpKey, rateLimit } from '@/server/security/rate-limit';
import { traceAction } from '@/server/actions/trace';
import { CORRECT_FIELDS, OrderLookupInput, fieldErrorsOf, type FormResult } from './inputs';

const ORDER_NOT_FOUND = 'We could not find an order with that e-mail, order number and ZIP code.';

/**
 * Guest order lookup: the e-mail, the order number and the billing ZIP code must all match
 * (lib/customer/order-lookup.ts), and each e-mail and client address gets a few tries an hour
 * (order numbers count up, so a known e-mail and 51 guesses found a receipt).
 */
async function lookupOrderAction(
  input: unknown,
): Promise<{ ok: true; href: string } | Extract<FormResult, { ok: false }>> {
  const parsed = v.safeParse(OrderLookupInput, input);
  if (!parsed.success)
    return { ok: false, message: CORRECT_FIELDS, fieldErrors: fieldErrorsOf(parsed.issues) };
  const { email, orderNumber, zipCode } = parsed.output;
  const limited = await rateLimit('order-lookup', [await clientIpKey(), `email:${email}`]);
  if (!limited.ok) return { ok: false, message: limited.message };
  try {
    const order = await getCommerce().findOrderLimited({ email, orderNumber });
    if (!orderZipMatches(zipCode, order)) return { ok: false, message: ORDER_NOT_FOUND };
    return { ok: true, href: `/profile/order-receipt/${encodeURIComponent(order.id)}` };
  } catch (error) {
    if (error instanceof CommerceError && (error.statusCode === 404 || error.statusCode === 422)) {
      return { ok: false, message: ORDER_NOT_FOUND };
    }
    reportError(error, { section: 'account' });
    return {
      ok: false,
      message: 'Sorry, we could not look up orders right now. Please try again.',
    };
  }
}

export const lookupOrder = traceAction('lookupOrder', lookupOrderAction);
