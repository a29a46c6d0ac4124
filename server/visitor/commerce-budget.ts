import 'server-only';

import { type CommerceBudget, commerceTransport } from '@/server/commerce/session';
import type { Transport } from '@/server/commerce/transport';

/**
 * Who waits for the visitor's data, which decides how long its commerce calls may take. The
 * one place the visitor's deadlines are stated:
 * - `render`: a Server Component rendering a page. Every personal read of the request shares
 *   one 2 s budget, retries included (RENDER_COMMERCE_DEADLINE_MS), so a hung service shows
 *   fallbacks (anonymous viewer, cart without a count) instead of holding the page.
 * - `action`: a server action or route handler, answering something the visitor asked for. The
 *   spec's budget (10 s per attempt, 3 retries; GETs retried, POSTs only when never
 *   sent), the same as the action's own calls: an action must not inherit a page's deadline.
 * - `sync`: the header's session sync, asked once per page load (`syncSession`). Each call within
 *   SYNC_DEADLINE_MS, retries included: Next runs a page's server actions one at a time, so a
 *   sync waiting out the full action budget on a hung service would hold the visitor's next add
 *   to cart behind it for half a minute. The header keeps its hints until the sync answers.
 */
export type VisitorCaller = 'render' | 'action' | 'sync';

const SYNC_DEADLINE_MS = 5_000;

const BUDGET_OF: Record<VisitorCaller, CommerceBudget> = {
  render: { render: true },
  action: {},
  sync: { deadlineMs: SYNC_DEADLINE_MS },
};

/** The commerce transport for the visitor's own data (cookies' session), on its caller's deadline. */
export function visitorCommerce(caller: VisitorCaller): Transport {
  return commerceTransport(BUDGET_OF[caller]);
}
