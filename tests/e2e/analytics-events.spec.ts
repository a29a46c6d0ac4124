import { expect, test, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../lib/http/cookies';
import { CONSENT_POLL } from '../../lib/tracking/tag-manager';
import { uniqueEmail } from './account-support';
import { acceptTerms, joinUpToTerms, pressEnter, wizard } from './club-support';
import { confirmedVisitor, WELCOME_POPUP_ANSWERED } from './confirmed-visitor';
import { startLoopbackHost, type LoopbackHost } from './loopback-host';
import { secondServer, SUITE_COMMERCE_PORT, SUITE_PORT } from './second-server';
import { fillCheckout } from './checkout-support';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * Every data-layer event at its moment, once, and only where tracking is allowed
 * (lib/tracking/gate.ts). The suite's own server is the embedded (local)
 * environment, where nothing is tracked; this spec starts a second server on the same build as
 * `stage` with a tag-manager container whose host is a loopback server of the test. Its "tag
 * manager" records what a real one would receive: every entry already in window.dataLayer when it
 * loads and every push after, posted back to the test's server (so events survive full page loads
 * and reloads). Commerce is the suite's embedded service; marketing forms post to it too.
 */
const stage = secondServer(SUITE_PORT + 6);
const STAGE_URL = stage.url;
const LOCAL_SERVICE = `http://127.0.0.1:${SUITE_COMMERCE_PORT}/v1`;
const CONTAINER = 'GTM-EVENTS1';
const APEX = 'Apex Cabernet Sauvignon 2022';
const APEX_PATH = '/product/apex-cabernet-sauvignon-2022';

interface Hit {
  page: string;
  entry: Record<string, unknown>;
}

/** The script the fake tag manager serves: report what is in the data layer and every push. */
const RECORDER = `(function () {
  var collect = new URL('/collect', document.currentScript.src).href;
  var layer = (window.dataLayer = window.dataLayer || []);
  function send(entry) {
    fetch(collect, { method: 'POST', mode: 'no-cors', keepalive: true,
      body: JSON.stringify({ page: location.pathname, entry: entry }) });
  }
  layer.forEach(send);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) send(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

let tagManager: LoopbackHost | undefined;
/** What the fake tag manager was sent, and how often its script was asked for. */
const hits: Hit[] = [];
let scriptLoads = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tagManager = await startLoopbackHost((request, response) => {
    if (request.method === 'POST' && request.url === '/collect') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        hits.push(JSON.parse(body) as Hit);
        response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      });
      return;
    }
    if (request.url?.startsWith(`/gtm.js?id=${CONTAINER}`)) scriptLoads += 1;
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(RECORDER);
  });
  await stage.start({
    env: {
      APP_ENV: 'stage',
      GTM_HOST: tagManager.origin,
      GTM_CONTAINER_ID: CONTAINER,
      LOCAL_COMMERCE_PORT: String(SUITE_COMMERCE_PORT),
      MARKETING_NEWSLETTER_URL: `${LOCAL_SERVICE}/marketing/newsletter`,
      MARKETING_EMAIL_WELCOME_URL: `${LOCAL_SERVICE}/marketing/email-welcome`,
      MARKETING_SMS_WELCOME_URL: `${LOCAL_SERVICE}/marketing/sms-welcome`,
      MARKETING_API_KEY: 'local-marketing-key',
      RATE_LIMIT_FACTOR: '50',
    },
    timeout: 90_000,
  });
});

test.afterAll(async () => {
  await stage.stop();
  await tagManager?.close();
});

test.beforeEach(() => {
  hits.length = 0;
  scriptLoads = 0;
});

type Entry = Record<string, unknown> & { event: string };

/** The site's events in this document's data layer (not the tag manager's own gtm.* entries). */
const pushed = (page: Page): Promise<Entry[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry): entry is Entry => typeof entry.event === 'string' && !entry.event.startsWith('gtm'),
    ),
  );
const named = async (page: Page, event: string) =>
  (await pushed(page)).filter((entry) => entry.event === event);
/** What the tag manager received of one event, over every page load. */
const received = (event: string) => hits.filter((hit) => hit.entry.event === event);

async function waitForEvent(page: Page, event: string, count = 1) {
  await expect.poll(async () => (await named(page, event)).length, { message: event }).toBe(count);
  return named(page, event);
}

/** A page of the stage server, once its tracking island has decided. */
async function open(page: Page, pathname: string) {
  await page.goto(`${STAGE_URL}${pathname}`);
  await expect(page.locator('html')).toHaveAttribute('data-tracking', /on|off/);
}

const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const item = (fields: Record<string, unknown>) => expect.objectContaining(fields);

test.describe('with consent', () => {
  test.use({ storageState: confirmedVisitor(STAGE_URL) });

  test('a shopper’s commerce events each fire once at their moment, none on checkout, the purchase once per order', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, '/collection/red-wines');
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'on');
    const [pageview] = await waitForEvent(page, 'pageview');
    expect(pageview).toEqual({ event: 'pageview', url: '/collection/red-wines' });
    const [impression] = await waitForEvent(page, 'productImpression');
    const listed = (impression?.ecommerce as { items: Record<string, unknown>[] }).items;
    expect(impression?.ecommerce).toMatchObject({ item_list_name: 'Red Wines' });
    expect(listed[0]).toMatchObject({
      item_list_name: 'Red Wines',
      index: 0,
      quantity: 1,
      item_brand: 'Isosceles Ridge',
      item_category: 'Wine',
    });
    expect(listed).toContainEqual(item({ item_name: APEX, price: 68 }));

    // A card's link followed: productClick, then the product page's own events.
    await page.getByRole('link', { name: APEX, exact: true }).click();
    await expect(page).toHaveURL(`${STAGE_URL}${APEX_PATH}`);
    const [click] = await waitForEvent(page, 'productClick');
    expect(click?.ecommerce).toEqual({
      item_list_name: 'Red Wines',
      items: [item({ item_name: APEX, item_list_name: 'Red Wines', price: 68 })],
    });
    const [detail] = await waitForEvent(page, 'productDetailImpression');
    expect(detail?.ecommerce).toEqual({
      currency: 'USD',
      value: 68,
      items: [item({ item_name: APEX, price: 68, quantity: 1, item_category: 'Wine' })],
    });
    await waitForEvent(page, 'pageview', 2);
    expect((await named(page, 'pageview'))[1]).toEqual({ event: 'pageview', url: APEX_PATH });
    // The e-mail tracker knows nothing of an anonymous visitor without its cookie.
    expect(await named(page, 'kl_viewed_product')).toEqual([]);
    // GA4 clears the previous ecommerce object before each ecommerce event.
    expect(
      await page.evaluate(() =>
        (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.some(
          (entry) => 'ecommerce' in entry && entry.ecommerce === null,
        ),
      ),
    ).toBe(true);

    // Two bottles by keyboard: one addToCart with both, and the opened cart is a viewCart.
    const panel = purchasePanel(page);
    const add = addToCartButton(panel);
    await expect(add).toBeEnabled();
    const quantity = panel.getByRole('spinbutton', { name: `Quantity of ${APEX}` });
    await quantity.press('ControlOrMeta+a');
    await quantity.pressSequentially('2');
    await add.press('Enter');
    await expect(sidebar(page)).toBeVisible();
    const [added] = await waitForEvent(page, 'addToCart');
    expect(added?.ecommerce).toEqual({
      currency: 'USD',
      value: 136,
      items: [item({ item_name: APEX, price: 68, quantity: 2, item_variant: '750 ml' })],
    });
    const [viewed] = await waitForEvent(page, 'viewCart');
    expect(viewed?.ecommerce).toMatchObject({ value: 136 });

    // One bottle fewer: removeFromCart with that one bottle.
    await sidebar(page)
      .getByRole('button', { name: `Decrease quantity of ${APEX}` })
      .click();
    const [removed] = await waitForEvent(page, 'removeFromCart');
    expect(removed?.ecommerce).toEqual({
      currency: 'USD',
      value: 68,
      items: [item({ item_name: APEX, quantity: 1 })],
    });

    // Checkout: beginCheckout on leaving the cart; nothing at all while on /checkout.
    await sidebar(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`${STAGE_URL}/checkout`);
    const [begin] = await waitForEvent(page, 'beginCheckout');
    expect(begin?.ecommerce).toMatchObject({ value: 68, items: [item({ quantity: 1 })] });
    const form = page.getByTestId('checkout-form');
    await fillCheckout(form, { email: uniqueEmail('club-events-buyer') });
    const beforeOrder = (await pushed(page)).length;
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
    const orderId = page.url().split('/').pop();
    const [purchase] = await waitForEvent(page, 'purchase');
    expect(purchase?.ecommerce).toMatchObject({
      transaction_id: orderId,
      currency: 'USD',
      value: 68,
      shipping: 12, // fillCheckout ships to California: $12.00 (local-commerce/seed/state-rates.ts)
      items: [item({ item_name: APEX, price: 68, quantity: 1 })],
    });
    const pageviews = (await named(page, 'pageview')).map((entry) => entry.url);
    expect(pageviews).toEqual([
      '/collection/red-wines',
      APEX_PATH,
      `/profile/order-receipt/${orderId}`,
    ]);
    // Between the cart and the receipt (the checkout page) nothing was pushed but the purchase
    // and the receipt's pageview.
    expect(
      (await pushed(page))
        .slice(beforeOrder)
        .map((entry) => entry.event)
        .sort(),
    ).toEqual(['pageview', 'purchase']);

    // The tag manager received every one of them once.
    for (const event of [
      'productImpression',
      'productClick',
      'productDetailImpression',
      'addToCart',
      'viewCart',
      'removeFromCart',
      'beginCheckout',
      'purchase',
    ]) {
      await expect.poll(() => received(event).length, { message: event }).toBe(1);
    }
    expect(hits.filter((hit) => hit.page === '/checkout')).toEqual([]);

    // A reload of the receipt is not a second purchase.
    await page.reload();
    await waitForEvent(page, 'pageview');
    await expect.poll(() => received('pageview').length).toBe(4);
    expect(await named(page, 'purchase')).toEqual([]);
    expect(received('purchase')).toHaveLength(1);
  });

  test('club join, the visit link and a logged-in customer’s pageview', async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, '/club/6-bottle-red-wines');
    await expect(page.locator('html')).toHaveAttribute('data-tracking', 'on');
    await waitForEvent(page, 'wizardStepOne');
    const email = uniqueEmail('club-events-join');
    await joinUpToTerms(page, email);
    await acceptTerms(page);
    await pressEnter(wizard(page).getByRole('button', { name: 'Join now' }));
    // A full page load to the club confirmation, where nothing is tracked: the tag manager had it.
    await expect(page).toHaveURL(/\/profile\/club-membership\/receipt/);
    await expect.poll(() => received('clubJoin').length).toBe(1);
    expect(received('clubJoin')[0]?.entry).toEqual({
      event: 'clubJoin',
      club: expect.any(String),
      clubSlug: '6-bottle-red-wines',
      isSubscriptionFlow: false,
    });
    expect(received('pageview').map((hit) => hit.entry.url)).toEqual(['/club/6-bottle-red-wines']);

    // Home, as the new member: the pageview names them.
    await open(page, '/');
    const [home] = await waitForEvent(page, 'pageview');
    expect(home).toEqual({ event: 'pageview', url: '/', email, customerId: expect.any(String) });
    // The tag manager starts with the member's analytics dimensions.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.find(
            (entry) => entry.event === 'gtm.js',
          ),
        ),
      )
      .toMatchObject({ customerId: home?.customerId, clubs: expect.stringMatching(/Red/) });
    // The e-mail tracker can identify a logged-in customer by e-mail.
    const [active] = await waitForEvent(page, 'kl_active_on_site');
    expect(active).toMatchObject({
      browser: 'Chrome',
      os: expect.any(String),
      page: `${STAGE_URL}/`,
      email,
    });

    // The header's Visit link: wineryVisitClick, then the visit page's pageview.
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Visit', exact: true })
      .click();
    await expect(page).toHaveURL(`${STAGE_URL}/visit`);
    const [visit] = await waitForEvent(page, 'wineryVisitClick');
    expect(visit).toEqual({ event: 'wineryVisitClick', label: 'Visit', url: '/visit' });
    await waitForEvent(page, 'pageview', 2);

    // The product they look at and the checkout they begin reach the e-mail tracker, by e-mail.
    await open(page, APEX_PATH);
    const [viewedProduct] = await waitForEvent(page, 'kl_viewed_product');
    expect(viewedProduct).toMatchObject({
      ProductName: APEX,
      SKU: expect.any(String),
      URL: `${STAGE_URL}${APEX_PATH}`,
      Brand: 'Isosceles Ridge',
      Categories: ['Wine'],
      email,
    });
    const panel = purchasePanel(page);
    await expect(addToCartButton(panel)).toBeEnabled();
    await addToCartButton(panel).press('Enter');
    await sidebar(page).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(`${STAGE_URL}/checkout`);
    const [beginCheckout] = await waitForEvent(page, 'kl_begin_checkout');
    expect(beginCheckout).toMatchObject({
      currency: 'USD',
      items: [item({ item_name: APEX, quantity: 1 })],
      email,
    });
  });

  test('the footer sign-up reports newsletter_submission once, with its form and e-mail', async ({
    page,
  }) => {
    await open(page, '/visit');
    const footer = page.getByRole('contentinfo');
    const form = footer.getByRole('form', { name: 'STAY IN TOUCH' });
    const email = uniqueEmail('club-events-news');
    await form.getByLabel('Email Address*').fill(email);
    await form.getByLabel(/subscribe to updates/).check();
    await form.getByRole('checkbox').last().check();
    await form.getByLabel('Email Address*').press('Enter');
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing!');
    const [submission] = await waitForEvent(page, 'newsletter_submission');
    expect(submission).toEqual({
      event: 'newsletter_submission',
      form_id: expect.any(String),
      success: true,
      email,
    });
  });
});

test.describe('the welcome pop-up', () => {
  // Consent given, pop-up not yet answered on the stage origin.
  test.use({
    storageState: { ...confirmedVisitor(STAGE_URL), origins: [] },
  });

  test('popup_form_viewed once when it opens; a submission reports itself and identifies the visitor to the e-mail tracker', async ({
    page,
  }) => {
    await open(page, '/our-story');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const dialog = page.getByRole('dialog', { name: 'Join the Isosceles Ridge list' });
    await expect(dialog).toBeVisible();
    const [viewed] = await waitForEvent(page, 'popup_form_viewed');
    expect(viewed).toEqual({ event: 'popup_form_viewed', form_id: 'popup-welcome' });
    const email = uniqueEmail('club-events-popup');
    await dialog.getByLabel('Email Address*').fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByLabel('Phone Number*')).toBeVisible();
    const [submitted] = await waitForEvent(page, 'popup_form_submission');
    expect(submitted).toEqual({
      event: 'popup_form_submission',
      form_id: 'popup-welcome',
      success: true,
    });
    const active = await named(page, 'kl_active_on_site');
    expect(active.at(-1)).toMatchObject({ email });
  });
});

test.describe('without consent', () => {
  // Age confirmed and the pop-up answered, but the cookie banner not answered yet.
  test.use({
    storageState: {
      cookies: confirmedVisitor().cookies.filter((cookie) => cookie.name !== CONSENT_COOKIE),
      origins: [{ origin: STAGE_URL, localStorage: [WELCOME_POPUP_ANSWERED] }],
    },
  });

  /**
   * Nothing may be pushed or loaded while the tag manager could still start by itself: an absence
   * has no event, so this waits out the consent poll and one interval more for the pageview's wait
   * for the account.
   */
  const settle = (page: Page) =>
    page.waitForTimeout(CONSENT_POLL.intervalMs * (CONSENT_POLL.attempts + 1));

  test('nothing is pushed or loaded until Accept; "Do Not Sell" stops it at once and on the next page load', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await open(page, APEX_PATH);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await settle(page);
    expect(await pushed(page)).toEqual([]);
    expect(scriptLoads).toBe(0);

    // Accepting: the events of this page go out once, and the tag manager loads.
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    await waitForEvent(page, 'pageview');
    await waitForEvent(page, 'productDetailImpression');
    await expect.poll(() => scriptLoads).toBe(1);
    await expect.poll(() => received('pageview').length).toBe(1);

    // 'Do Not Sell or Share My Personal Information': the one record says no.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Do Not Sell or Share My Personal Information' })
      .click();
    const preferences = page.getByRole('dialog', { name: 'Consent preferences' });
    const sharing = preferences.getByRole('checkbox', {
      name: 'Allow analytics and marketing cookies',
    });
    await expect(sharing).toBeChecked();
    await sharing.press('Space');
    await expect(sharing).not.toBeChecked();
    await preferences.getByRole('button', { name: 'Save preferences' }).press('Enter');
    await expect(preferences).toBeHidden();
    const before = (await pushed(page)).length;
    // The loaded tag manager is told at once, in consent-mode terms.
    await expect
      .poll(() => hits.filter((hit) => hit.entry['0'] === 'consent').map((hit) => hit.entry))
      .toEqual([
        {
          '0': 'consent',
          '1': 'default',
          '2': expect.objectContaining({ analytics_storage: 'granted' }),
        },
        {
          '0': 'consent',
          '1': 'update',
          '2': expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
        },
      ]);

    // At once: a click on the story link and the next page push nothing; the video stays unloaded.
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Our Story', exact: true })
      .click();
    await expect(page).toHaveURL(`${STAGE_URL}/our-story`);
    await expect(page.getByTestId('facade').first().getByRole('note')).toContainText(
      'sets cookies that your cookie settings do not allow',
    );
    await settle(page);
    expect((await pushed(page)).length).toBe(before);

    // The next page load: no tag manager, no events, and no banner asking again.
    const loadsBefore = scriptLoads;
    await open(page, '/');
    await settle(page);
    expect(await pushed(page)).toEqual([]);
    expect(scriptLoads).toBe(loadsBefore);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(hits.filter((hit) => ['/visit', '/'].includes(hit.page))).toEqual([]);
  });

  test('Decline in the banner: nothing is pushed and the tag manager never loads', async ({
    page,
  }) => {
    await open(page, '/collection/red-wines');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Decline' })
      .click();
    await page.getByRole('link', { name: APEX, exact: true }).click();
    await expect(page).toHaveURL(`${STAGE_URL}${APEX_PATH}`);
    await settle(page);
    expect(await pushed(page)).toEqual([]);
    expect(scriptLoads).toBe(0);
    expect(hits).toEqual([]);
  });
});
