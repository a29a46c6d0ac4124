/**
 * TEST-ONLY fault injection and request counting. Enabled solely by LOCAL_COMMERCE_FAULTS=1 (or
 * the `faults` option in-process); without it none of this is reachable and the /__faults paths
 * are ordinary 404s. Production never runs local-commerce at all (COMMERCE_API_URL switches to
 * Commerce7), so this is doubly out of production paths.
 *
 *   POST   /__faults           { method?, path, status?, delayMs?, times?, after?, drop? }  arm a fault
 *   DELETE /__faults           disarm every fault and reset the counters
 *   GET    /__faults/requests  { total, byRoute }: /v1 requests seen since the last reset
 *   GET    /__faults/process   { pid }: the service's process, for a test that pauses it (SIGSTOP)
 *
 * `path` is a regular expression tested against the path below /v1/ (e.g. "^cart/[^/]+/item$").
 * A matching request waits `delayMs` (if any), then answers `status` without doing the work (if a
 * status is set) or carries on normally. `times` (default 1) is how many requests it hits.
 * `after: true` lets the work happen and commit first, then waits and answers (a reply lost after
 * the order was placed); `drop: true` closes the connection instead of answering (a lost reply).
 */
import * as v from 'valibot';
import { isRegExpSource } from '../lib/settings/text-settings';
import { HttpError, type Reply } from './http';

const FaultSchema = v.object({
  method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'DELETE'])),
  path: v.pipe(
    v.string(),
    v.nonEmpty(),
    v.maxLength(200),
    v.check(isRegExpSource, 'path must be a regular expression'),
  ),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  after: v.optional(v.boolean(), false),
  drop: v.optional(v.boolean(), false),
});

interface ArmedFault {
  method: string | undefined;
  path: RegExp;
  status: number | undefined;
  delayMs: number;
  remaining: number;
  after: boolean;
  drop: boolean;
}

/** What a fault does to a request: answer this instead, or close the connection unanswered. */
export type FaultEffect = { kind: 'reply'; reply: Reply } | { kind: 'drop' } | undefined;

export interface FaultInjector {
  /** Answers a control request under /__faults, or undefined when the path is not one. */
  control(method: string, pathname: string, body: unknown): Reply | undefined;
  /** Counts a /v1 request and applies the first matching fault armed for before the work. */
  intercept(method: string, path: string): Promise<FaultEffect>;
  /** Applies the first matching fault armed for after the work (`after: true`). */
  afterWork(method: string, path: string): Promise<FaultEffect>;
}

export function createFaultInjector(): FaultInjector {
  let faults: ArmedFault[] = [];
  let byRoute = new Map<string, number>();

  return {
    control(method, pathname, body) {
      if (pathname === '/__faults' && method === 'POST') {
        const parsed = v.safeParse(FaultSchema, body);
        if (!parsed.success) throw new HttpError(422, 'validation', parsed.issues[0].message);
        const fault = parsed.output;
        faults.push({
          method: fault.method,
          path: new RegExp(fault.path),
          status: fault.status,
          delayMs: fault.delayMs ?? 0,
          remaining: fault.times,
          after: fault.after,
          drop: fault.drop,
        });
        return { status: 201, body: { armed: faults.length } };
      }
      if (pathname === '/__faults' && method === 'DELETE') {
        faults = [];
        byRoute = new Map();
        return { status: 204 };
      }
      if (pathname === '/__faults/requests' && method === 'GET') {
        const total = [...byRoute.values()].reduce((sum, count) => sum + count, 0);
        return { status: 200, body: { total, byRoute: Object.fromEntries(byRoute) } };
      }
      // Asked of the service itself: a test machine need not have a tool that names a port's owner.
      if (pathname === '/__faults/process' && method === 'GET') {
        return { status: 200, body: { pid: process.pid } };
      }
      return undefined;
    },
    async intercept(method, path) {
      const route = `${method} ${path}`;
      byRoute.set(route, (byRoute.get(route) ?? 0) + 1);
      return apply(method, path, false);
    },
    afterWork: (method, path) => apply(method, path, true),
  };

  async function apply(method: string, path: string, after: boolean): Promise<FaultEffect> {
    const fault = faults.find(
      (candidate) =>
        candidate.after === after &&
        (!candidate.method || candidate.method === method) &&
        candidate.path.test(path),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.drop) return { kind: 'drop' };
    if (fault.status === undefined) return undefined;
    return {
      kind: 'reply',
      reply: {
        status: fault.status,
        body: { statusCode: fault.status, type: 'internal', message: 'Injected fault', errors: [] },
      },
    };
  }
}
