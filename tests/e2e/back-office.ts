import { type APIRequestContext, expect } from '@playwright/test';

/**
 * What a winery's staff change in Commerce7, done through the embedded service's test-only
 * catalogue control (LOCAL_COMMERCE_FAULTS=1, playwright.config.ts), and the suite's
 * REVALIDATE_SECRET that the webhooks present, with the product webhook Commerce7 then sends. A spec that changes a wine restores its seeded
 * value afterwards.
 */
const COMMERCE = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4199}`;
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';

/** A variant's price in cents, or its stock, as the back office would set it. */
export async function changeCatalog(
  what: { sku: string } & ({ price: number } | { count: number }),
) {
  const control = 'price' in what ? 'price' : 'stock';
  const reply = await fetch(`${COMMERCE}/__catalog/${control}`, {
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
