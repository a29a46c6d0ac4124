import { expect, test } from '@playwright/test';

/**
 * GET /api/health (issue 12 item 3): 200 while commerce, content and the cache answer; 503 with
 * commerce hung (the embedded service's test-only fault switch, LOCAL_COMMERCE_FAULTS=1 in
 * playwright.config), answered within the probes' short deadline. Never cached, no settings.
 */
const COMMERCE = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4199}`;

interface Health {
  status: string;
  checks: Record<'commerce' | 'content' | 'cache', { ok: boolean; latencyMs: number }>;
}

test.afterEach(async () => {
  await fetch(`${COMMERCE}/__faults`, { method: 'DELETE' });
});

test('answers 200 with every check when all answer, and is never cached', async ({ request }) => {
  const reply = await request.get('/api/health');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['cache-control']).toContain('no-store');
  expect(reply.headers()['content-type']).toContain('application/json');
  const health = (await reply.json()) as Health;
  expect(health.status).toBe('ok');
  for (const name of ['commerce', 'content', 'cache'] as const) {
    expect(health.checks[name].ok, name).toBe(true);
    expect(health.checks[name].latencyMs, name).toBeGreaterThanOrEqual(0);
  }
  // Nothing but the status and the checks: no hosts, settings or messages.
  expect(Object.keys(health).sort()).toEqual(['checks', 'status']);
  expect(JSON.stringify(health)).not.toMatch(/127\.0\.0\.1|http|secret|key/i);
});

test('answers 503 within its deadline while commerce hangs, naming commerce only', async ({
  page,
}) => {
  const armed = await fetch(`${COMMERCE}/__faults`, {
    method: 'POST',
    body: JSON.stringify({ method: 'GET', path: '^product/for-web$', delayMs: 10_000, times: 2 }),
  });
  expect(armed.status).toBe(201);
  // Answers of the last second may be reused; the first fresh one sees the hung service.
  await page.waitForTimeout(1_100);
  const started = Date.now();
  const reply = await page.goto('/api/health');
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(reply?.status()).toBe(503);
  const health = (await reply?.json()) as Health;
  expect(health.status).toBe('unavailable');
  expect(health.checks.commerce.ok).toBe(false);
  expect(health.checks.commerce.latencyMs).toBeGreaterThanOrEqual(1_400);
  expect(health.checks.content.ok).toBe(true);
  expect(health.checks.cache.ok).toBe(true);
  // The browser shows the JSON as it is.
  await expect(page.getByText('"status":"unavailable"')).toBeVisible();
});
