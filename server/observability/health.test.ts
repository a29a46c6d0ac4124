import { describe, expect, it } from 'vitest';
import { checkHealth, healthStatus, probe } from './health';

const up = { ok: true, latencyMs: 3 };
const down = { ok: false, latencyMs: 1500 };

describe('healthStatus', () => {
  it.each([
    [{ commerce: up, content: up, cache: up }, 200, 'ok'],
    [{ commerce: down, content: up, cache: up }, 503, 'unavailable'],
    [{ commerce: up, content: down, cache: up }, 503, 'unavailable'],
    [{ commerce: up, content: up, cache: down }, 503, 'unavailable'],
    [{ commerce: down, content: down, cache: down }, 503, 'unavailable'],
  ])('%j answers %i %s', (checks, httpStatus, status) => {
    expect(healthStatus(checks)).toEqual({ httpStatus, report: { status, checks } });
  });
});

describe('probe', () => {
  it('is ok when the probe answers in time, with its latency', async () => {
    let clock = 100;
    const result = await probe(
      async () => {
        clock += 42;
      },
      1_000,
      () => clock,
    );
    expect(result).toEqual({ ok: true, latencyMs: 42 });
  });

  it('is not ok when the probe rejects or throws at once', async () => {
    expect((await probe(() => Promise.reject(new Error('down')))).ok).toBe(false);
    expect(
      (
        await probe(() => {
          throw new Error('no store');
        })
      ).ok,
    ).toBe(false);
  });

  it('gives up on a probe that hangs after its deadline', async () => {
    const started = Date.now();
    const result = await probe(() => new Promise(() => {}), 50);
    expect(result.ok).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.latencyMs).toBeGreaterThanOrEqual(45);
  });
});

describe('checkHealth', () => {
  it('runs the probes together: one hung dependency makes 503, the others still report', async () => {
    const { httpStatus, report } = await checkHealth(
      {
        commerce: () => new Promise(() => {}),
        content: async () => undefined,
        cache: async () => undefined,
      },
      50,
    );
    expect(httpStatus).toBe(503);
    expect(report.status).toBe('unavailable');
    expect(report.checks.commerce.ok).toBe(false);
    expect(report.checks.content.ok).toBe(true);
    expect(report.checks.cache.ok).toBe(true);
  });
});
