import { connection } from 'next/server';
import { randomUUID } from 'node:crypto';
import { getKvStore } from '@/edge-cache';
import { appCommerceSettings } from '@/server/commerce';
import { createCommerceClient } from '@/server/commerce/client';
import { createMemorySession } from '@/server/commerce/session';
import { getContentSource } from '@/server/content';
import { HEALTH_PROBE_TIMEOUT_MS, checkHealth } from '@/server/observability/health';

/** Answers reused for this long, so a burst of probes (or of visitors) costs one round of checks. */
const REUSE_MS = 1_000;
let latest: { at: number; answer: ReturnType<typeof checkHealth> } | undefined;

/**
 * Commerce: one product, no retries, the shared circuit breaker (a paused service is down).
 * Failures are not reported: this answer is the report, and probes repeat every few seconds.
 */
function probeCommerce() {
  const client = createCommerceClient(
    { ...appCommerceSettings(), timeoutMs: HEALTH_PROBE_TIMEOUT_MS, retries: 0, report: () => {} },
    createMemorySession(),
  );
  return client.listProducts({ limit: 1 });
}

/** Content: the home page entry, the lightest read every source answers. */
function probeContent() {
  return getContentSource().findEntry('page', '/', { includeDrafts: false });
}

/** Cache: a value written and read back (a store in an outage answers writes and reads with nothing). */
async function probeCache() {
  const store = getKvStore();
  const key = 'health:probe';
  const value = randomUUID();
  await store.set(key, value, { ttlSeconds: 10 });
  if ((await store.get<string>(key)) !== value) throw new Error('the cache did not keep a value');
}

/**
 * GET /api/health: `{ status, checks: { commerce, content, cache: { ok, latencyMs } } }`, 200 when
 * every dependency answered within its short deadline, 503 otherwise. Never cached; no settings,
 * hosts or messages in the answer.
 */
export async function GET() {
  await connection();
  const now = Date.now();
  if (!latest || now - latest.at > REUSE_MS) {
    latest = {
      at: now,
      answer: checkHealth({ commerce: probeCommerce, content: probeContent, cache: probeCache }),
    };
  }
  const { httpStatus, report } = await latest.answer;
  return Response.json(report, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } });
}
