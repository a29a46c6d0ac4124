import 'server-only';
import { unstable_rethrow } from 'next/navigation';

import { currentCustomerType } from '@/server/visitor/visitor';
import { currentToken, forgetVisitors } from '@/server/visitor/personal-cache';
import { reportError } from '@/server/observability/report';
import { withReportScope } from '@/server/observability/report-scope';
import { inSpan } from '@/server/observability/tracing';

/**
 * How an action ended: `ok`, `refused` (it answered `{ ok: false }`: bad input, a commerce refusal,
 * shown to the visitor) or `error` (it threw).
 */
type ActionOutcome = 'ok' | 'refused' | 'error';

function outcomeOf(result: unknown): ActionOutcome {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false
    ? 'refused'
    : 'ok';
}

/**
 * Actions that change nothing a page shows: they leave the visitor's personal cache alone. The
 * session sync reads fresh and forgets the visitor itself when what it read differs.
 */
const READ_ONLY_ACTIONS = new Set([
  'syncSession',
  'loadJoinDetails',
  'lookupOrder',
  'quoteCheckout',
  'requestPasswordReset',
  'requestMagicLink',
  'subscribeToNewsletter',
  'submitContactForm',
  'submitPopup',
]);

/**
 * Writes to a cart's lines: nothing the personal cache keeps (who the visitor is, products as the
 * service answers for them) depends on them, so the pages after them read no customer again. A
 * new cart kept does change who the visitor is (their current cart): the add forgets them then.
 */
const CART_LINE_WRITES = new Set([
  'addToCart',
  'updateCartItem',
  'removeCartItem',
  'updateGiftMessage',
]);

/**
 * Forgets the visitor as they were before a write, and after it when still the same session; a
 * cache that cannot be told never fails the write. A token the write issued (a sign-in) is new:
 * nothing is kept for it but what the sign-in itself put there.
 */
async function forgetAround(before: string | undefined): Promise<void> {
  const after = await currentToken().catch(() => undefined);
  await forgetVisitors([before, after === before ? after : undefined]).catch(() => undefined);
}

/**
 * Wraps a server action: a span `action {name}` with its outcome, and a report scope so every
 * error the action reports carries the action's name as route and the customer type once known.
 * An error the action lets escape is reported here (with the customer type) and rethrown; Next's
 * own control flow (redirect, notFound) passes through untouched. Arguments are never recorded.
 *
 * Every action but the reads named in READ_ONLY_ACTIONS and the cart line writes may change what
 * the visitor's pages show
 * (club, profile, cart, sign-in or out), so afterwards, however it ended, the personal cache forgets
 * the visitor (server/visitor/personal-cache.ts): their next page reads commerce again. A new
 * action forgets by default.
 */
export function traceAction<Args extends unknown[], Result>(
  name: string,
  action: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const writes = !READ_ONLY_ACTIONS.has(name) && !CART_LINE_WRITES.has(name);
  return (...args) =>
    withReportScope({ route: `action:${name}` }, () =>
      inSpan(`action ${name}`, { attributes: { 'code.function.name': name } }, async (span) => {
        const before = writes ? await currentToken().catch(() => undefined) : undefined;
        try {
          const result = await action(...args);
          span.setAttribute('action.outcome', outcomeOf(result));
          return result;
        } catch (error) {
          unstable_rethrow(error);
          span.setAttribute('action.outcome', 'error');
          reportError(error, { section: 'action', customerType: await currentCustomerType() });
          throw error;
        } finally {
          if (writes) await forgetAround(before);
        }
      }),
    );
}
