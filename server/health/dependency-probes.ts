import 'server-only';
import { CommerceError, appCommerceSettings, isCallsPaused } from '@/server/commerce';
import { createCommerceClient } from '@/server/commerce';
import { createMemorySession } from '@/server/commerce/session';
import { getContentSource } from '@/server/content';
import {
  HEALTH_PROBE_SLUG,
  HEALTH_PROBE_TIMEOUT_MS,
  type ProbeOutcome,
  commerceFailureStatus,
} from './health';

/**
 * The one call each shared dependency is probed with, for the readiness check (app/api/health)
 * and the revalidation webhook (server/revalidation/messages.ts). Run them through `probe()` or
 * `answerWithin()` (health.ts).
 */

/**
 * Commerce: the storefront's public product route (`product/slug/{slug}/for-web`, what every
 * product page calls; no admin route, no app credentials), no retries, through the shared
 * circuit breaker (while it pauses calls the part is `paused`). Failures are not reported: the
 * outcome is the report, and probes repeat every few seconds.
 */
export async function probeCommerce(slug: string = HEALTH_PROBE_SLUG): Promise<ProbeOutcome> {
  const client = createCommerceClient(
    { ...appCommerceSettings(), timeoutMs: HEALTH_PROBE_TIMEOUT_MS, retries: 0, report: () => {} },
    createMemorySession(),
  );
  try {
    await client.getProductBySlug(slug);
    return 'ok';
  } catch (error) {
    if (error instanceof CommerceError) {
      return commerceFailureStatus(error.statusCode, isCallsPaused(error));
    }
    throw error;
  }
}

/** Content: the home page entry, the lightest read every source answers. */
export async function probeContent(): Promise<ProbeOutcome> {
  await getContentSource().findEntry('page', '/', { includeDrafts: false });
}
