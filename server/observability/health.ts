/**
 * The health check's rules, pure: each dependency is probed once with a short deadline, and the
 * site is healthy only when every probe answered in time. Probes are the caller's (app/api/health).
 */

/** Per probe: a health check must answer quickly even when a dependency hangs. */
export const HEALTH_PROBE_TIMEOUT_MS = 1_500;

export const HEALTH_CHECKS = ['commerce', 'content', 'cache'] as const;
export type HealthCheckName = (typeof HEALTH_CHECKS)[number];

export interface CheckResult {
  ok: boolean;
  latencyMs: number;
}

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: Record<HealthCheckName, CheckResult>;
}

/** 200 when every dependency answered, 503 otherwise (load balancers take the instance out). */
export function healthStatus(checks: Record<HealthCheckName, CheckResult>): {
  httpStatus: 200 | 503;
  report: HealthReport;
} {
  const ok = HEALTH_CHECKS.every((name) => checks[name].ok);
  return { httpStatus: ok ? 200 : 503, report: { status: ok ? 'ok' : 'unavailable', checks } };
}

/**
 * Runs one probe: ok when it resolves within `timeoutMs`, not ok when it rejects or takes longer
 * (the latency then is the time waited). Never throws.
 */
export async function probe(
  run: () => Promise<unknown>,
  timeoutMs: number = HEALTH_PROBE_TIMEOUT_MS,
  now: () => number = () => performance.now(),
): Promise<CheckResult> {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = Promise.resolve()
    .then(run)
    .then(
      () => true,
      () => false,
    );
  try {
    const ok = await Promise.race([answered, timedOut]);
    return { ok, latencyMs: Math.round(now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every probe at once. */
export async function checkHealth(
  probes: Record<HealthCheckName, () => Promise<unknown>>,
  timeoutMs: number = HEALTH_PROBE_TIMEOUT_MS,
): Promise<ReturnType<typeof healthStatus>> {
  const results = await Promise.all(
    HEALTH_CHECKS.map(async (name) => [name, await probe(probes[name], timeoutMs)] as const),
  );
  return healthStatus(Object.fromEntries(results) as Record<HealthCheckName, CheckResult>);
}
