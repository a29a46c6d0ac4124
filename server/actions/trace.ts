import 'server-only';
import { unstable_rethrow } from 'next/navigation';

import { currentCustomerType } from '@/server/visitor/customer-type';
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
 * Wraps a server action: a span `action {name}` with its outcome, and a report scope so every
 * error the action reports carries the action's name as route and the customer type once known.
 * An error the action lets escape is reported here (with the customer type) and rethrown; Next's
 * own control flow (redirect, notFound) passes through untouched. Arguments are never recorded.
 */
export function traceAction<Args extends unknown[], Result>(
  name: string,
  action: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) =>
    withReportScope({ route: `action:${name}` }, () =>
      inSpan(`action ${name}`, { attributes: { 'code.function.name': name } }, async (span) => {
        try {
          const result = await action(...args);
          span.setAttribute('action.outcome', outcomeOf(result));
          return result;
        } catch (error) {
          unstable_rethrow(error);
          span.setAttribute('action.outcome', 'error');
          reportError(error, { section: 'action', customerType: await currentCustomerType() });
          throw error;
        }
      }),
    );
}
