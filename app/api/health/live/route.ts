import { connection } from 'next/server';

/**
 * GET /api/health/live, liveness: 200 `{ "status": "ok" }` whenever this process answers a
 * request. It probes nothing on purpose: a dependency's outage must never get a process that
 * serves pages from its caches restarted (readiness and dependencies are /api/health).
 */
export async function GET() {
  // Answered per request, never from a build-time copy: the answer must come from the process.
  await connection();
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
