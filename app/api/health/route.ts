import { connection } from 'next/server';
import { randomUUID } from 'node:crypto';
import { sharedKvStore } from '@/server/config/shared-kv-store';
import { probeCommerce, probeContent } from '@/server/health/dependency-probes';
import { type ProbeOutcome, checkHealth } from '@/server/health/health';

/** Answers reused for this long, so a burst of probes (or of visitors) costs one round of checks. */
const REUSE_MS = 1_000;
let latest: { at: number; answer: ReturnType<typeof checkHealth> } | undefined;

/** Cache: a value written and read back (a store in an outage answers writes and reads with nothing). */
async function probeCache(): Promise<ProbeOutcome> {
  const store = sharedKvStore();
  const key = 'health:probe';
  const value = randomUUID();
  await store.set(key, value, { ttlSeconds: 10 });
  if ((await store.get<string>(key)) !== value) throw new Error('the cache did not keep a value');
}

/**
 * GET /api/health, readiness and dependencies (server/health/health.ts):
 * `{ status, checks: { commerce, content, cache: { status, latencyMs? } } }`, each part `ok`,
 * `degraded`, `down` or `paused`. 200 while the instance can serve pages (overall `ok` or
 * `degraded`), 503 only when no dependency answers it (`down`). Never cached; no settings, hosts
 * or messages in the answer. Liveness is /api/health/live.
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
