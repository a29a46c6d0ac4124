import * as Sentry from '@sentry/nextjs';
import { errorLogLine } from './error-log';
import {
  type CustomerType,
  currentReportScope,
  customerTypeOf,
  requestReportFacts,
} from './report-scope';
import { activeSpanIds } from './tracing';

export type { CustomerType } from './report-scope';

interface ReportContext {
  /** Which part of the site failed, e.g. 'blocks', 'commerce', 'cart' (Sentry tag `section`). */
  section?: string;
  /** The page path or action the failure happened on; default: the current report scope's. */
  route?: string;
  /** Default: the current report scope's, once the visitor has been loaded. */
  customerType?: CustomerType;
  extra?: Record<string, unknown>;
}

/**
 * Errors already reported, so Next's request-error hook does not send them a second time. On
 * globalThis: Next may load this module once per bundle (routes, instrumentation).
 */
const REPORTED_KEY = Symbol.for('winery.observability.reported');
const reported = ((globalThis as { [REPORTED_KEY]?: WeakSet<object> })[REPORTED_KEY] ??=
  new WeakSet<object>());

export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error);
}

/**
 * Runs a Sentry capture in the trace of the OpenTelemetry span running now. With OTLP on,
 * the site's own tracer provider (setup.ts) owns the traces and Sentry traces nothing itself:
 * without this, Sentry would tag the event with a trace id of its own that no OTLP span has.
 * With Sentry alone, its own provider makes the same ids, and this changes nothing.
 */
export function captureInActiveTrace<T>(capture: () => T): T {
  const ids = activeSpanIds();
  if (!ids) return capture();
  return Sentry.withScope((scope) => {
    scope.setPropagationContext({
      traceId: ids.traceId,
      propagationSpanId: ids.spanId,
      sampleRand: Math.random(),
    });
    return capture();
  });
}

/**
 * The one way to report an error. It always reaches the server log as one JSON line
 * (error-log.ts: time, level, trace id, route, message; no ids or e-mails); with Sentry switched
 * on (SENTRY_DSN outside the local environment, instrumentation.ts) it also reaches Sentry, tagged
 * with the section, route, customer type (club-member / normal) and the trace id of the span
 * running now, so a report leads to its trace. Server only (ARCHITECTURE.md: client components
 * never import this module).
 *
 * @returns the Sentry event id when one was sent, so a fallback can offer 'Report feedback'.
 */
export function reportError(error: unknown, context: ReportContext = {}): string | undefined {
  const scope = currentReportScope();
  const tags = definedOnly({
    section: context.section,
    route: context.route ?? scope?.route,
    customerType: context.customerType ?? scope?.customerType ?? requestReportFacts().customerType,
    trace_id: activeSpanIds()?.traceId,
  });
  console.error(errorLogLine(error, tags, context.extra));
  if (typeof error === 'object' && error !== null) reported.add(error);
  if (!Sentry.isInitialized()) return undefined;
  return captureInActiveTrace(() => Sentry.captureException(error, { tags, extra: context.extra }));
}

/**
 * Records the visitor's customer type for the reports of this unit of work and of this request,
 * once the customer load knows it. Kept by the site (report scope, and the request's own facts),
 * never on Sentry's isolation scope: a tag there outlived its request and told the next visitor's
 * reports the wrong type ("normal" for a club member). No customer id: the type is what
 * reports need.
 */
export function tagCustomerForReports(
  customer: { id?: string; isActiveClubMember: boolean } | null,
) {
  const customerType = customerTypeOf(customer);
  const scope = currentReportScope();
  if (scope) scope.customerType = customerType;
  requestReportFacts().customerType = customerType;
}

/** Resize-observer loop warnings are browser noise, never reported. */
export const IGNORED_ERRORS = [/ResizeObserver loop/];

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Repeats of one failure share one report. A block that keeps failing on a busy page would
 * otherwise send an event per visitor; within the window every repeat gets the first report's
 * event id instead, so 'Report feedback' still ties each visitor's words to a real event.
 */
const REPEAT_WINDOW_MS = 60_000;
const MAX_KEYS = 500;

export function createRepeatReports(windowMs = REPEAT_WINDOW_MS) {
  const recent = new Map<string, { eventId: string | undefined; at: number }>();
  return function reportOnce(
    key: string,
    report: () => string | undefined,
    now = Date.now(),
  ): string | undefined {
    const seen = recent.get(key);
    if (seen && now - seen.at < windowMs) return seen.eventId;
    // Oldest first in a Map: drop it when full (random failure texts must not grow memory).
    if (!seen && recent.size >= MAX_KEYS) recent.delete(recent.keys().next().value as string);
    const eventId = report();
    recent.delete(key);
    recent.set(key, { eventId, at: now });
    return eventId;
  };
}
