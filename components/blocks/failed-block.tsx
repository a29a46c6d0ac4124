/**
 * A block that failed: its details for a developer, its report with the visitor's context and its
 * fallback; and ErrorProbe, the block that fails on purpose to prove them.
 */
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { getSettings } from '@/server/config';
import { currentCustomerType } from '@/server/visitor/visitor';
import { reportError, createRepeatReports } from '@/server/observability/report';
import { customerTypeOf, withReportScope } from '@/server/observability/report-scope';
import { defineBlock } from './define';
import type { BlockContext } from './types';
import { BlockError } from './ui/block-error';

/** A failed block's details for a developer's screen (local and development only). */
export function errorDetails(error: unknown, context: BlockContext): string | undefined {
  if (!context.showErrorDetails) return undefined;
  return error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
}

/** One report a minute per block, page and failure; the repeats carry its event id. */
const reportOnce = createRepeatReports();

/**
 * A block that threw, for one visitor's request. Pages are prerendered once and served to
 * everyone, so a failure met while prerendering is not reported from there (no visitor, and its
 * event would be frozen into the shell): this dynamic hole renders the block once more when a
 * visitor asks. If it renders now, the visitor gets the block; if it fails again, the failure is
 * reported with the visitor's context (route, customer type, trace id) and the fallback carries
 * the event id, so 'Report feedback' can tie the visitor's words to it.
 */
export async function FailedBlock({
  name,
  context,
  retry,
}: {
  name: string;
  context: BlockContext;
  retry: () => ReactNode | Promise<ReactNode>;
}) {
  await connection();
  return withReportScope({ route: context.path }, async () => {
    try {
      return <>{await retry()}</>;
    } catch (error) {
      unstable_rethrow(error);
      const customerType = context.viewer?.isLoggedIn
        ? customerTypeOf(context.viewer)
        : await currentCustomerType();
      const message = error instanceof Error ? error.message : String(error);
      const eventId = reportOnce(`${context.path}\u0000${name}\u0000${message}`, () =>
        reportError(error, {
          section: 'blocks',
          route: context.path,
          customerType,
          extra: { block: name },
        }),
      );
      const { appEnv, observability } = getSettings();
      const dsn = observability.browserSentryDsn;
      return (
        <BlockError
          path={context.path}
          eventId={eventId}
          feedback={dsn ? { dsn, environment: appEnv } : undefined}
          details={errorDetails(error, context)}
        />
      );
    }
  });
}

/** A block that throws on purpose: proves the per-block fallback in browser tests. */
const ErrorProbeSchema = v.looseObject({
  message: v.optional(v.string(), 'ErrorProbe failed on purpose'),
});

export const ErrorProbeDefinition = defineBlock({
  name: 'ErrorProbe',
  schema: ErrorProbeSchema,
  group: 'Special',
  models: [],
  inputs: [],
  hidden: true,
  render: (options) => {
    throw new Error(options.message);
  },
});
