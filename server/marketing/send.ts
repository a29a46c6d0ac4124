import 'server-only';
import { REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { reportError } from '@/server/observability/report';

/**
 * The one way a form reaches a marketing service: POST with the
 * configured X-API-KEY and a JSON body. The response body is never read; only the status counts.
 * A missing endpoint or key is a failure and nothing is sent.
 */
type SendResult =
  | { ok: true }
  | { ok: false; reason: 'unconfigured' | 'network' }
  | { ok: false; reason: 'status'; status: number };

export interface MarketingTarget {
  endpoint: string | undefined;
  apiKey: string | undefined;
}

export async function sendToMarketingService(
  target: MarketingTarget,
  body: Record<string, unknown>,
  section: string,
): Promise<SendResult> {
  if (!target.endpoint || !target.apiKey) {
    reportError(new Error('endpoint or API key missing; nothing sent'), { section });
    return { ok: false, reason: 'unconfigured' };
  }
  let response: Response;
  try {
    response = await fetch(target.endpoint, {
      method: 'POST',
      headers: { 'X-API-KEY': target.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    reportError(error, { section, extra: { endpoint: target.endpoint } });
    return { ok: false, reason: 'network' };
  }
  // Release the connection without reading what the service said.
  await response.body?.cancel().catch(() => undefined);
  if (response.ok) return { ok: true };
  if (response.status !== 409) {
    reportError(new Error(`marketing service answered ${response.status}`), {
      section,
      extra: { endpoint: target.endpoint },
    });
  }
  return { ok: false, reason: 'status', status: response.status };
}
