import { expect, test } from '@playwright/test';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 300)));
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**/*.js', (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  await page.goto('/join', { waitUntil: 'domcontentloaded' });
  console.log('held', held.length);
  const sub0 = page.getByRole('region', { name: 'Cabernet Sauvignon Subscription', exact: true });
  await sub0.getByRole('radio', { name: '12 Bottles' }).check();
  console.log('checked before', await sub0.getByRole('radio', { name: '12 Bottles' }).isChecked());
  await page.getByRole('region', { name: 'Join the Wine Society' }).getByRole('radio', { name: 'Isosceles Only' }).check();
  holding = false;
  await Promise.all(held.map((release) => release()));
  await page.waitForTimeout(3000);
  const sub = page.getByRole('region', { name: 'Cabernet Sauvignon Subscription', exact: true });
  console.log('checked after', await sub.getByRole('radio', { name: '12 Bottles' }).isChecked());
  console.log('hydrated?', await page.evaluate(() => Object.keys(document.querySelector('fieldset')!).join(',')));
  console.log(await sub.textContent());
  expect(1).toBe(1);
});
