import { expect, test, type Page } from '@playwright/test';
import { newCustomer, PASSWORD } from './account-support';
import { confirmedVisitor } from './confirmed-visitor';
import { secondServer, SUITE_COMMERCE_PORT, SUITE_PORT } from './second-server';
import { addToCartButton, purchasePanel } from './cart-support';

/**
 * Going live with Commerce7: the hand-off from our pages to Commerce7's hosted widget,
 * walked as a shopper on a production-mode server.
 *
 * The server: a second `next start` of the suite's build with COMMERCE_API_URL at the suite's
 * embedded service (production commerce mode), APP_ENV=production, no app credentials, and
 * COMMERCE_WIDGET_URL at the service's stand-in widget (local-commerce/widget/commerce7.js), which
 * reads the tenant, the `cartId` and `customerToken` cookies and calls the service's public routes
 * from the browser, as docs/commerce7-widget.md says Commerce7's widget does.
 *
 * What the runtime switch proves, and what it does not. Settings are read at run time, and every
 * page that hands off to the widget and renders per request chooses per request: /checkout,
 * Manage Account (/profile), and the club pages of a signed-in customer (/customer-view/club/...).
 * The CSP, the widget's script tag, the full page load into and out of widget routes and the
 * session cookies are all run-time decisions. So this server proves the hand-off without a
 * second `next build` (minutes of CI). The shared, prerendered pages (catalogue, and the club
 * pages of an anonymous visitor, whose join section is chosen when the page is prerendered) were
 * built by the suite in embedded mode: here they prove only that the catalogue reads what the
 * suite's build read (the public routes, once the catalogue moved to `for-web`); a build made
 * with COMMERCE_API_URL set prerenders the same ClubJoin component with its production branch.
 */
const live = secondServer(SUITE_PORT + 9);
const COMMERCE_ORIGIN = `http://127.0.0.1:${SUITE_COMMERCE_PORT}`;
const WIDGET_SCRIPT = `${COMMERCE_ORIGIN}/widget/commerce7.js`;
const APEX = 'Apex Cabernet Sauvignon 2022';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await live.start({
    env: {
      APP_ENV: 'production',
      COMMERCE_API_URL: `${COMMERCE_ORIGIN}/v1`,
      COMMERCE_TENANT: 'local-winery',
      COMMERCE_WIDGET_URL: `${COMMERCE_ORIGIN}/widget`,
    },
    // No app credentials: a storefront reads only what the public routes answer.
    unset: ['COMMERCE_APP_ID', 'COMMERCE_APP_SECRET'],
  });
});
test.afterAll(() => live.stop());

test.use({ baseURL: live.url, storageState: confirmedVisitor(live.url) });

const cartButton = (page: Page) => page.getByRole('button', { name: /item\(s\) in cart/ });
const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const widget = (page: Page) => page.getByRole('region', { name: 'Commerce7 stand-in' });

/** The sources a page's policy allows for scripts, from the header it came with. */
async function scriptSources(page: Page, path: string): Promise<string[]> {
  const reply = await page.request.get(path);
  const policy = reply.headers()['content-security-policy'] ?? '';
  const directive = policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';
  return directive.split(' ').slice(1);
}

/** Adds one bottle of Apex from its product page with the keyboard; the cart opens. */
async function addApexByKeyboard(page: Page) {
  await page.goto('/product/apex-cabernet-sauvignon-2022');
  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.press('Enter');
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page)).toContainText(APEX);
}

/** From the open cart to checkout through its Checkout link (a client link: a full load follows). */
async function checkOutThroughCart(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(widget(page)).toHaveAttribute('data-c7-ready', 'true');
}

test('the catalogue, a product and the virtual gift card from the public routes', async ({
  page,
}) => {
  await page.goto('/collection/all');
  const cards = page.getByTestId('product-card');
  expect(await cards.count()).toBeGreaterThan(5);
  await page.getByRole('link', { name: APEX }).first().click();
  await expect(page).toHaveURL(/\/product\/apex-cabernet-sauvignon-2022$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APEX);

  const giftCard = await page.goto('/product/isosceles-ridge-gift-card');
  expect(giftCard?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Isosceles Ridge Gift Card');
  await expect(page.getByTestId('gift-card-form').filter({ visible: true })).toBeVisible();
});

test("the widget's script is allowed on the widget's routes only, and refused elsewhere", async ({
  page,
}) => {
  for (const [path, allowed] of [
    ['/', false],
    ['/collection/all', false],
    ['/product/apex-cabernet-sauvignon-2022', false],
    ['/profile/login', false],
    ['/checkout', true],
    ['/club/6-bottle-red-wines', true],
    ['/profile', true],
  ] as const) {
    expect((await scriptSources(page, path)).includes(COMMERCE_ORIGIN), path).toBe(allowed);
  }

  // The browser itself refuses it on a shop page: a script tag for it reports a violation.
  await page.goto('/');
  await expect(cartButton(page)).toBeVisible();
  const refused = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(`${event.violatedDirective} ${event.blockedURI}`),
        );
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => resolve('loaded');
        document.head.appendChild(script);
      }),
    WIDGET_SCRIPT,
  );
  expect(refused).toBe(`script-src-elem ${WIDGET_SCRIPT}`);
  // And the shop page never asked for it on its own.
  await expect(page.locator('#c7-javascript')).toHaveCount(0);
});

test('the cart filled through our pages is the cart the widget checks out (guest)', async ({
  page,
}) => {
  await addApexByKeyboard(page);
  await checkOutThroughCart(page);
  // Installed as Commerce7's snippet has it: id c7-javascript, the tenant in data-tenant.
  const script = page.locator('script#c7-javascript');
  await expect(script).toHaveAttribute('src', WIDGET_SCRIPT);
  await expect(script).toHaveAttribute('data-tenant', 'local-winery');
  // Its stylesheet too, applied (a sheet refused by the CSP would have none).
  const stylesheet = `${COMMERCE_ORIGIN}/widget/commerce7.css`;
  await expect
    .poll(() =>
      page.evaluate(
        (href) => document.querySelector<HTMLLinkElement>(`link[href="${href}"]`)?.sheet != null,
        stylesheet,
      ),
    )
    .toBe(true);
  await expect(widget(page).getByRole('list', { name: 'Cart' })).toHaveText(`${APEX} × 1`);
  await expect(widget(page)).toContainText('Checking out as a guest');
  // Checkout shows no cookie banner and the site's own form is not there.
  await expect(page.getByTestId('checkout-form')).toHaveCount(0);
});

test('signed in through the site, the widget shows the customer at checkout, in the account and on a club', async ({
  page,
}) => {
  const customer = await newCustomer('handoff');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email', { exact: true }).fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(
    page.getByRole('button', { name: `Account menu for ${customer.firstName}` }),
  ).toBeVisible();

  await addApexByKeyboard(page);
  await checkOutThroughCart(page);
  await expect(widget(page)).toContainText(`Signed in as ${customer.firstName}`);
  await expect(widget(page).getByRole('list', { name: 'Cart' })).toHaveText(`${APEX} × 1`);

  // Manage Account is the widget's account page when live.
  await page.goto('/profile');
  await expect(widget(page)).toHaveAttribute('data-c7-view', 'account');
  await expect(widget(page)).toContainText(`Signed in as ${customer.firstName}`);

  // A club page (rendered per request for the customer) mounts the widget with its club.
  await page.goto('/club/6-bottle-red-wines');
  await expect(page.locator('#c7-content')).toHaveAttribute('data-club-slug', '6-bottle-red-wines');
  await expect(widget(page)).toHaveAttribute('data-c7-ready', 'true');
  await expect(widget(page)).toContainText(/Joining 6 Bottle .+ Club/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('add a wine, then checkout through the cart: the widget has it', async ({ page }) => {
    await addApexByKeyboard(page);
    await checkOutThroughCart(page);
    await expect(widget(page).getByRole('list', { name: 'Cart' })).toHaveText(`${APEX} × 1`);
  });
});
