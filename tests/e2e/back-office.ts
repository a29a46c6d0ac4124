import { type APIRequestContext, expect } from '@playwright/test';
import { SUITE_SITE_SETTINGS } from './second-server';

/**
 * What a winery's staff change in Commerce7, done through the embedded service's test-only
 * catalogue control, and the suite's REVALIDATE_SECRET that the webhooks present, with the
 * product webhook Commerce7 then sends. A spec that changes a wine does it on a site of its own
 * (second-server.ts, `testOnSiteOfItsOwn`), so no other spec sees the change.
 */
export const REVALIDATE_SECRET = SUITE_SITE_SETTINGS.REVALIDATE_SECRET;

/** A variant's price in cents, or its stock, as the back office of `commerce` would set it. */
export async function changeCatalog(
  commerce: string,
  what: { sku: string } & ({ price: number } | { count: number }),
) {
  const control = 'price' in what ? 'price' : 'stock';
  const reply = await fetch(`${commerce}/__catalog/${control}`, {
    method: 'PUT',
    body: JSON.stringify(what),
  });
  expect(reply.status).toBe(200);
}

/**
 * What Commerce7 posts for a product change (topic Product Update), with the secret header;
 * whether the pages expired at once (commerce answered) or were only marked stale.
 */
export async function productWebhook(request: APIRequestContext, slug: string): Promise<boolean> {
  const reply = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
    data: {
      object: 'Product',
      action: 'Update',
      tenantId: 'local-winery',
      user: 'staff@example.com',
      payload: { id: 'ignored', slug },
    },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { expired: boolean }).expired;
}
