import { type APIRequestContext, expect, type Response, test } from '@playwright/test';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * Health a load balancer can use: `/api/health/live` answers 200
 * whenever the process serves; `/api/health` reports commerce, content and cache as ok /
 * degraded / down / paused and stays 200 while commerce is out (pages keep serving from the
 * caches), answered within the probes' short deadline. The commerce probe is the public product
 * route. Commerce is hung with the embedded service's test-only fault switch
 * (LOCAL_COMMERCE_FAULTS=1 in playwright.config). Never cached, no settings in the answer.
 */
const COMMERCE = testOnSiteOfItsOwn().commerceUrl;
/** The health probe's call: the public product route, never an admin route. */
const PROBE_PATH = '^product/slug/[^/]+/for-web$';

interface Health {
  status: string;
  checks: Record<'commerce' | 'content' | 'cache', { status: string; latencyMs?: number }>;
}

async function health(request: APIRequestContext) {
  const reply = await request.get('/api/health');
  return { code: reply.status(), body: (await reply.json()) as Health };
}

test.afterEach(async ({ request }) => {
  await fetch(`${COMMERCE}/__faults`, { method: 'DELETE' });
  // The breaker's next trial call closes it again: later specs find commerce answering.
  await expect(async () => {
    expect((await health(request)).body.checks.commerce.status).toBe('ok');
  }).toPass({ timeout: 20_000 });
});

test('answers 200 with every part ok, is never cached, and liveness answers 200', async ({
  request,
}) => {
  const reply = await request.get('/api/health');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toContain('no-store');
  expect(reply.headers()['content-type']).toContain('application/json');
  const body = (await reply.json()) as Health;
  expect(body.status).toBe('ok');
  for (const name of ['commerce', 'content', 'cache'] as const) {
    expect(body.checks[name].status, name).toBe('ok');
    expect(body.checks[name].latencyMs, name).toBeGreaterThanOrEqual(0);
  }
  // Nothing but the status and the checks: no hosts, settings or messages.
  expect(Object.keys(body).sort()).toEqual(['checks', 'status']);
  expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|http|secret|key/i);

  const live = await request.get('/api/health/live');
  expect(live.status()).toBe(200);
  expect(live.headers()['cache-control']).toContain('no-store');
  expect(await live.json()).toEqual({ status: 'ok' });
});

test('while commerce hangs: 200 degraded within its deadline, commerce down, then paused', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const armed = await fetch(`${COMMERCE}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ method: 'GET', path: PROBE_PATH, delayMs: 10_000, times: 100 }),
  });
  expect(armed.status).toBe(201);
  // Answers of the last second may be reused: ask until the first fresh one, made while commerce
  // hangs, comes back, and hold it to the deadline.
  const fresh = { reply: null as Response | null, took: 0 };
  await expect
    .poll(
      async () => {
        const started = Date.now();
        fresh.reply = await page.goto('/api/health');
        fresh.took = Date.now() - started;
        return ((await fresh.reply?.json()) as Health).checks.commerce.status;
      },
      { intervals: [250] },
    )
    .toBe('down');
  expect(fresh.took).toBeLessThan(5_000);
  const reply = fresh.reply;
  // Degraded is not a failure: a load balancer keeps the instance.
  expect(reply?.status()).toBe(200);
  const body = (await reply?.json()) as Health;
  expect(body.status).toBe('degraded');
  expect(body.checks.commerce.status).toBe('down');
  expect(body.checks.commerce.latencyMs).toBeGreaterThanOrEqual(1_400);
  expect(body.checks.content.status).toBe('ok');
  expect(body.checks.cache.status).toBe('ok');
  // The browser shows the JSON as it is.
  await expect(page.getByText('"status":"degraded"')).toBeVisible();

  // Liveness never waits on a dependency.
  const liveStarted = Date.now();
  expect((await request.get('/api/health/live')).status()).toBe(200);
  expect(Date.now() - liveStarted).toBeLessThan(1_000);

  // After calls in a row without an answer the circuit breaker pauses commerce: reported as
  // paused, with no latency (nothing was asked), and still 200.
  await expect(async () => {
    const { code, body: next } = await health(request);
    expect(code).toBe(200);
    expect(next.checks.commerce).toEqual({ status: 'paused' });
    expect(next.status).toBe('degraded');
  }).toPass({ timeout: 30_000, intervals: [1_100] });
});

test('a commerce server error is degraded, not down', async ({ request }) => {
  const armed = await fetch(`${COMMERCE}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ method: 'GET', path: PROBE_PATH, status: 500, times: 100 }),
  });
  expect(armed.status).toBe(201);
  await expect(async () => {
    const { code, body } = await health(request);
    expect(code).toBe(200);
    expect(body.checks.commerce.status).toBe('degraded');
    expect(body.checks.commerce.latencyMs).toBeGreaterThanOrEqual(0);
  }).toPass({ timeout: 10_000, intervals: [1_100] });
});
