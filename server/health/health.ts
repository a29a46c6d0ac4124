/**
 * The health check's rules, pure. Probes are the caller's (app/api/health).
 *
 * Two questions, two answers:
 * - Liveness (`/api/health/live`): does this process serve requests? Always 200 while it does;
 *   nothing is probed, so a slow dependency never gets a healthy process restarted.
 * - Readiness and dependencies (`/api/health`): each part (commerce, content, cache) is probed
 *   once with a short deadline and reported as
 *     `ok`        answered in time,
 *     `degraded`  answered, but slowly or with a server error,
 *     `down`      no answer (timed out, refused, unreachable, or refused our credentials),
 *     `paused`    not asked: the circuit breaker holds calls after an outage (no latency, as
 *                 nothing was measured).
 *   The overall status is `ok` when every part is, `degraded` when some are not, and `down` only
 *   when no part answered at all. Only `down` answers 503: pages keep serving from the caches
 *   (and commerce reads fall back) while a dependency is out, and commerce and content are
 *   shared by every instance, so a 503 for their outage would make a load balancer pull every
 *   instance at once. When nothing answers this instance, its own network is the likely cause,
 *   and another instance can do better.
 */

/** Per probe: a health check must answer quickly even when a dependency hangs. */
export const HEALTH_PROBE_TIMEOUT_MS = 1_500;
/** An answer slower than this is `degraded`: the pages that wait on it are slow too. */
export const HEALTH_SLOW_MS = 1_000;

/**
 * The product slug the commerce probe asks for: no product has it, so the public product route
 * answers 404, which proves the service and the tenant answer without depending on any product,
 * its data or app credentials (also used by `npm run check-config`).
 */
export const HEALTH_PROBE_SLUG = 'health-probe-no-such-product';

export const HEALTH_CHECKS = ['commerce', 'content', 'cache'] as const;
export type HealthCheckName = (typeof HEALTH_CHECKS)[number];

export const PART_STATUSES = ['ok', 'degraded', 'down', 'paused'] as const;
export type PartStatus = (typeof PART_STATUSES)[number];

export interface CheckResult {
  status: PartStatus;
  /** How long the probe took; absent when nothing was asked (`paused`). */
  latencyMs?: number;
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'down';
  checks: Record<HealthCheckName, CheckResult>;
}

/** What a probe that answered says about its part; nothing (undefined) means `ok`. */
export type ProbeOutcome = PartStatus | void;

/** The overall status and its HTTP status, from the parts. */
export function healthStatus(checks: Record<HealthCheckName, CheckResult>): {
  httpStatus: 200 | 503;
  report: HealthReport;
} {
  const statuses = HEALTH_CHECKS.map((name) => checks[name].status);
  const status = statuses.every((part) => part === 'ok')
    ? 'ok'
    : statuses.every((part) => part === 'down' || part === 'paused')
      ? 'down'
      : 'degraded';
  return { httpStatus: status === 'down' ? 503 : 200, report: { status, checks } };
}

/**
 * A failed commerce call as a part status. The breaker's pause is `paused`; a timeout (408), no
 * answer or an unreadable one (502), an unavailable service (503) and refused credentials
 * (401/403: a wrong tenant or key makes every call fail alike) are `down`; any other error reply
 * means the service answered and is `degraded`.
 */
export function commerceFailureStatus(statusCode: number, paused: boolean): PartStatus {
  if (paused) return 'paused';
  if ([401, 403, 408, 502, 503].includes(statusCode)) return 'down';
  return 'degraded';
}

/**
 * A probe's own outcome when it resolves within `timeoutMs`, `down` when it rejects or takes
 * longer. Never throws. How long it took is `probe()`'s business; a caller that only needs to
 * know whether the part answers (the revalidation webhook) reads this.
 */
export async function answerWithin(
  run: () => Promise<ProbeOutcome>,
  timeoutMs: number = HEALTH_PROBE_TIMEOUT_MS,
): Promise<PartStatus> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<PartStatus>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  const answered = Promise.resolve()
    .then(run)
    .then(
      (outcome): PartStatus => outcome ?? 'ok',
      (): PartStatus => 'down',
    );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs one probe for the health check: `answerWithin`'s status, an `ok` slower than
 * HEALTH_SLOW_MS made `degraded`, with the latency (the time waited when it timed out).
 */
export async function probe(
  run: () => Promise<ProbeOutcome>,
  timeoutMs: number = HEALTH_PROBE_TIMEOUT_MS,
  now: () => number = () => performance.now(),
): Promise<CheckResult> {
  const started = now();
  const status = await answerWithin(run, timeoutMs);
  if (status === 'paused') return { status };
  const latencyMs = Math.round(now() - started);
  return { status: status === 'ok' && latencyMs > HEALTH_SLOW_MS ? 'degraded' : status, latencyMs };
}

/** Runs every probe at once. */
export async function checkHealth(
  probes: Record<HealthCheckName, () => Promise<ProbeOutcome>>,
  timeoutMs: number = HEALTH_PROBE_TIMEOUT_MS,
): Promise<ReturnType<typeof healthStatus>> {
  const results = await Promise.all(
    HEALTH_CHECKS.map(async (name) => [name, await probe(probes[name], timeoutMs)] as const),
  );
  return healthStatus(Object.fromEntries(results) as Record<HealthCheckName, CheckResult>);
}
