import { expect, test } from '@playwright/test';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * Speed rule: a warm product page and a warm collection page make no commerce call.
 * Counted by the embedded service's test-only request counter (LOCAL_COMMERCE_FAULTS=1).
 */
const COMMERCE = testOnSiteOfItsOwn().commerceUrl;

async function commerceRequests(): Promise<Record<string, number>> {
  const reply = await fetch(`${COMMERCE}/__faults/requests`);
  return ((await reply.json()) as { byRoute: Record<string, number> }).byRoute;
}

test('warm product and collection pages are served without calling commerce', async ({
  request,
}) => {
  const paths = [
    '/product/apex-cabernet-sauvignon-2022',
    '/collection/all',
    '/collection/red-wines',
  ];
  // The first request after a start may fill the caches, and a request that finds an entry past
  // its 60 s life refreshes it in the background, once: so three quiet rounds in a row, from one
  // reset of the counter, tried again until such a refresh is behind them. A page that called
  // commerce on every request would never pass.
  await expect(async () => {
    await fetch(`${COMMERCE}/__faults`, { method: 'DELETE' }); // resets the counter
    for (let round = 0; round < 3; round += 1) {
      for (const path of paths) {
        const reply = await request.get(path);
        expect(reply.status()).toBe(200);
        expect(await reply.text()).toContain('</html>');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await commerceRequests()).toEqual({});
  }).toPass({ timeout: 20_000 });
});
