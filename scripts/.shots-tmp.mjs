import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3125';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = JSON.parse(process.argv[2]);
for (const [name, path, w, h, full] of shots) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: w < 500, hasTouch: w < 500 });
  await ctx.addCookies([{ name: 'ageGate', value: 'false', url: base }, { name: 'cookieConsent', value: 'denied', url: base }]);
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  console.log(name, 'scrollWidth', sw);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: !!full });
  await ctx.close();
}
await browser.close();
