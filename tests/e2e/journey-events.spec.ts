import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './account-support';
import { TEST_CARD } from './checkout-support';
import { openVisitFromHeader } from './shell-support';
import { addToCartButton, purchasePanel } from './cart-support';
import { testOnSiteOfItsOwn } from './second-server';

/**
 * Booking an event, by clicks and keys from the home page on desktop and on a
 * phone: Visit, then its Events page (upcoming first, past apart, each with its facts, calendar
 * file and schema.org Event data), a seat for an upcoming event to a receipt that names the day,
 * and a sold-out event the shop will not sell.
 *
 * Seeded events (local-commerce/seed/events.ts): Spring Barrel Tasting 2027 (20 March, 11 am,
 * $65, 60 seats), Music on the Terrace 2027 (sold out), Harvest Table Dinner 2027; the 2026
 * harvest dinner is over.
 */

testOnSiteOfItsOwn();
const SPRING = 'Spring Barrel Tasting 2027';
const TERRACE = 'Music on the Terrace 2027';
const SPRING_WHEN = 'Saturday, March 20, 2027, 11:00 am';
const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

/** From the home page to the events page through the header's Visit (the menu on a phone). */
async function openEventsFromHome(page: Page) {
  await page.goto('/');
  await openEventsFromHeader(page);
}

/** From the page shown to the events page, by the header's Visit and Visit's See Events. */
async function openEventsFromHeader(page: Page) {
  await openVisitFromHeader(page);
  await page.getByRole('main').getByRole('link', { name: 'See Events' }).click();
  await expect(page).toHaveURL(/\/visit\/events$/);
}

const eventCard = (page: Page, title: string) =>
  page
    .getByTestId('event-card')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('the events page lists upcoming events first, past apart, with calendar files and Event data', async ({
  page,
}) => {
  await openEventsFromHome(page);
  const upcoming = page.getByRole('heading', { name: 'Upcoming events' });
  const past = page.getByRole('heading', { name: 'Past events' });
  await expect(upcoming).toBeVisible();
  const lists = page.getByTestId('event-list').getByRole('list');
  await expect(lists.first().getByRole('heading', { level: 3 })).toHaveText([
    SPRING,
    TERRACE,
    'Harvest Table Dinner 2027',
  ]);
  await expect(lists.nth(1).getByRole('heading', { level: 3 })).toHaveText([
    'Harvest Table Dinner 2026',
  ]);
  await expect(past).toBeVisible();

  const spring = eventCard(page, SPRING);
  await expect(spring.getByTestId('event-facts')).toContainText('Saturday, March 20, 2027');
  await expect(spring.getByTestId('event-facts')).toContainText('11:00 am – 3:00 pm');
  await expect(spring.getByTestId('event-facts')).toContainText('The Barrel Room');
  await expect(spring.getByTestId('event-facts')).toContainText('$65.00');
  await expect(spring.getByTestId('event-facts')).toContainText(/Seats left\s*\d+/);
  await expect(eventCard(page, TERRACE)).toContainText('Sorry, this event is sold out');
  // A past event offers neither seats nor a calendar file.
  const over = eventCard(page, 'Harvest Table Dinner 2026');
  await expect(over.getByRole('link', { name: /Add to calendar/ })).toHaveCount(0);
  await expect(over).not.toContainText('Seats left');

  const calendar = spring.getByRole('link', { name: /Add to calendar/ });
  const reply = await page.request.get((await calendar.getAttribute('href')) ?? 'missing');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('text/calendar');
  const ics = await reply.text();
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  // 11 am at the winery (Pacific daylight time) is 18:00 UTC.
  expect(ics).toContain('\r\nDTSTART:20270320T180000Z\r\n');
  expect(ics).toContain(`\r\nSUMMARY:${SPRING}\r\n`);

  // Playwright's text filters skip script elements: read every JSON-LD block and take the events.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = JSON.parse(blocks.find((text) => text.includes('"Event"')) ?? '{}');
  const events = ld['@graph'] as {
    name: string;
    startDate: string;
    offers: { availability: string };
  }[];
  expect(events.map(({ name }) => name)).toEqual([SPRING, TERRACE, 'Harvest Table Dinner 2027']);
  expect(events[0]).toMatchObject({ startDate: '2027-03-20T11:00:00-07:00' });
  expect(events[1]?.offers.availability).toBe('https://schema.org/SoldOut');
});

test('a seat for an upcoming event from the events page to a receipt that names its day', async ({
  page,
}) => {
  // A guest, no account: greeted by the name given at checkout, not "Hi there,".
  const email = uniqueEmail('ticket');
  const firstName = 'June';
  await openEventsFromHome(page);
  const seatsOnList = await eventCard(page, SPRING)
    .getByTestId('event-facts')
    .locator('dt', { hasText: 'Seats left' })
    .locator('+ dd')
    .textContent();
  await eventCard(page, SPRING).getByRole('link', { name: SPRING, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/spring-barrel-tasting-2027$/);
  const facts = page.getByTestId('event-facts').filter({ visible: true });
  await expect(facts).toContainText('The Barrel Room, Isosceles Ridge Winery');
  // The same seats left as the list said a moment ago (not 57 there, 58 here).
  await expect(facts.locator('dt', { hasText: 'Seats left' }).locator('+ dd')).toHaveText(
    seatsOnList ?? 'missing',
  );
  // Its picture is its own ticket, not the harvest dinner's.
  const picture = page.getByRole('img', { name: SPRING }).first();
  const svg = await (await page.request.get((await picture.getAttribute('src')) ?? '')).text();
  expect(svg).toContain('SPRING BARREL');
  expect(svg).not.toContain('HARVEST');

  const add = addToCartButton(purchasePanel(page));
  await expect(add).toBeEnabled();
  await add.press('Enter');
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page)).toContainText(SPRING);
  await expect(sidebar(page).getByTestId('line-event')).toHaveText(`Event: ${SPRING_WHEN}`);

  await sidebar(page).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByTestId('checkout-form');
  await expect(form.getByTestId('nothing-to-ship')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Card number').fill(TEST_CARD);
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/profile\/order-receipt\/[0-9a-f-]+$/);
  const receipt = page.getByTestId('order-receipt');
  await expect(receipt).toContainText(SPRING);
  await expect(receipt.getByTestId('line-event')).toHaveText(`Event: ${SPRING_WHEN}`);

  // The receipt offers the event's calendar file.
  const calendar = receipt.getByRole('link', { name: `Add to calendar (${SPRING})` });
  const ics = await page.request.get((await calendar.getAttribute('href')) ?? 'missing');
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain(`\r\nSUMMARY:${SPRING}\r\n`);
  const box = await calendar.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  // After the sale, reached by clicks from the receipt, the list and the event page still say
  // the same seats left (not 57 on one, 58 on the other at the same moment).
  await openEventsFromHeader(page);
  const seatsOf = (facts: Locator) =>
    facts.locator('dt', { hasText: 'Seats left' }).locator('+ dd');
  const listed = seatsOf(eventCard(page, SPRING).getByTestId('event-facts'));
  await expect(listed).toHaveText(/^\d+$/);
  const afterSale = (await listed.textContent()) ?? 'missing';
  await eventCard(page, SPRING).getByRole('link', { name: SPRING, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/spring-barrel-tasting-2027$/);
  await expect(seatsOf(page.getByTestId('event-facts').filter({ visible: true }))).toHaveText(
    afterSale,
  );

  // The order e-mail greets the buyer by name and says when and where.
  await page.goto('/local/mailbox');
  const mail = page.getByRole('article', { name: `confirmed to ${email}` });
  await expect(mail.first()).toContainText(`Hi ${firstName},`);
  await expect(mail.first()).toContainText(SPRING_WHEN);
  await expect(mail.first()).toContainText('The Barrel Room, Isosceles Ridge Winery');
});

test('the event sign-up form offers no sold-out event', async ({ page }) => {
  await openEventsFromHome(page);
  await expect(eventCard(page, TERRACE)).toContainText('Sorry, this event is sold out');
  const choices = page.getByRole('group', { name: /Event/ }).getByRole('radio');
  await expect(choices.first()).toBeVisible();
  for (const label of await choices.evaluateAll((radios) =>
    radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  ))
    expect(label.toLowerCase()).not.toContain('terrace');
});

test('a sold-out event cannot be added, and its page says why', async ({ page }) => {
  await openEventsFromHome(page);
  await eventCard(page, TERRACE).getByRole('link', { name: TERRACE, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/music-on-the-terrace-2027$/);
  await expect(page.getByTestId('event-refusal').filter({ visible: true })).toHaveText(
    'Sorry, this event is sold out',
  );
  await expect(addToCartButton(page)).toHaveCount(0);
});
