import { describe, expect, it } from 'vitest';
import {
  type CheckResult,
  HEALTH_SLOW_MS,
  checkHealth,
  commerceFailureStatus,
  healthStatus,
  probe,
} from './health';

const ok: CheckResult = { status: 'ok', latencyMs: 3 };
const slow: CheckResult = { status: 'degraded', latencyMs: 1_200 };
const down: CheckResult = { status: 'down', latencyMs: 1_500 };
const paused: CheckResult = { status: 'paused' };

describe('healthStatus', () => {
  it.each([
    [{ commerce: ok, content: ok, cache: ok }, 200, 'ok'],
    // A dependency out is degraded, not a failure: pages keep serving from the caches, and a 503
    // would make the load balancer pull every instance (they share the dependency).
    [{ commerce: down, content: ok, cache: ok }, 200, 'degraded'],
    [{ commerce: paused, content: ok, cache: ok }, 200, 'degraded'],
    [{ commerce: slow, content: ok, cache: ok }, 200, 'degraded'],
    [{ commerce: ok, content: down, cache: ok }, 200, 'degraded'],
    [{ commerce: ok, content: ok, cache: down }, 200, 'degraded'],
    [{ commerce: paused, content: down, cache: ok }, 200, 'degraded'],
    [{ commerce: slow, content: down, cache: down }, 200, 'degraded'],
    // Nothing answers this instance: its own network is the likely cause.
    [{ commerce: down, content: down, cache: down }, 503, 'down'],
    [{ commerce: paused, content: down, cache: down }, 503, 'down'],
  ])('%j answers %i %s', (checks, httpStatus, status) => {
    expect(healthStatus(checks)).toEqual({ httpStatus, report: { status, checks } });
  });
});

describe('commerceFailureStatus', () => {
  it.each([
    [503, true, 'paused'],
    [408, false, 'down'],
    [502, false, 'down'],
    [503, false, 'down'],
    [401, false, 'down'],
    [403, false, 'down'],
    [500, false, 'degraded'],
    [504, false, 'degraded'],
    [400, false, 'degraded'],
    [429, false, 'degraded'],
  ])('status %i (paused: %s) is %s', (statusCode, paused, status) => {
    expect(commerceFailureStatus(statusCode, paused)).toBe(status);
  });
});

describe('probe', () => {
  const clocked = (ms: number, outcome?: 'ok' | 'degraded' | 'down' | 'paused') => {
    let clock = 100;
    return probe(
      async () => {
        clock += ms;
        return outcome;
      },
      5_000,
      () => clock,
    );
  };

  it.each([
    [42, undefined, { status: 'ok', latencyMs: 42 }],
    [42, 'ok', { status: 'ok', latencyMs: 42 }],
    [HEALTH_SLOW_MS + 1, undefined, { status: 'degraded', latencyMs: HEALTH_SLOW_MS + 1 }],
    [7, 'degraded', { status: 'degraded', latencyMs: 7 }],
    [7, 'down', { status: 'down', latencyMs: 7 }],
    // Paused: nothing was asked, so no latency (never a misleading 0).
    [0, 'paused', { status: 'paused' }],
  ] as const)('an answer after %i ms saying %s is %j', async (ms, outcome, result) => {
    expect(await clocked(ms, outcome)).toEqual(result);
  });

  it('is down when the probe rejects or throws at once', async () => {
    expect((await probe(() => Promise.reject(new Error('down')))).status).toBe('down');
    expect(
      (
        await probe(() => {
          throw new Error('no store');
        })
      ).status,
    ).toBe('down');
  });

  it('gives up on a probe that hangs after its deadline', async () => {
    const started = Date.now();
    const result = await probe(() => new Promise(() => {}), 50);
    expect(result.status).toBe('down');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.latencyMs).toBeGreaterThanOrEqual(45);
  });
});

describe('checkHealth', () => {
  it('runs the probes together: one hung dependency is down, the others still report', async () => {
    const { httpStatus, report } = await checkHealth(
      {
        commerce: () => new Promise(() => {}),
        content: async () => undefined,
        cache: async () => undefined,
      },
      50,
    );
    expect(httpStatus).toBe(200);
    expect(report.status).toBe('degraded');
    expect(report.checks.commerce.status).toBe('down');
    expect(report.checks.content.status).toBe('ok');
    expect(report.checks.cache.status).toBe('ok');
  });
});
