/**
 * The soak test's visitors (scripts/soak.mjs): anonymous readers of shared pages, a searcher, a
 * returning shopper with a cart, and buyers who sign in and check out with the test card. Each
 * runs until `traffic.running` is false; the buyers record what the site answered in `orders`.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { AGE_GATE, Jar, action, commerce, get } from './soak-http.mjs';

const PASSWORD = 'Soak-Test-2026';
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };
const ADDRESS = {
  firstName: 'Soak',
  lastName: 'Tester',
  address: '1 Test Road',
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
};
const SKUS = ['BSB-2023-750', 'ISO-2021-750'];
export const SHARED_PAGES = [
  '/',
  '/collection/all',
  '/collection/red-wines',
  '/collection/white-wines',
  '/product/baseline-sauvignon-blanc-2023',
  '/club/6-bottle-red-wines',
  '/our-story',
  '/learn',
];
const SEARCHES = ['cabernet', 'sauvignon blanc', 'syrah', 'club', 'rose'];

export const orders = { answered: new Set(), checking: new Map(), refused: 0, attempts: 0 };
export const customers = [];
export const traffic = { running: true };
const pick = (list) => list[Math.floor(Math.random() * list.length)];

export async function anonymousVisitor(bases) {
  while (traffic.running) {
    await get('shared page', pick(bases), pick(SHARED_PAGES));
    await delay(150);
  }
}

export async function searcher(bases) {
  while (traffic.running) {
    const q = encodeURIComponent(pick(SEARCHES));
    await get('search', pick(bases), `/search?q=${q}`);
    await get('search', pick(bases), `/api/search?q=${q}`);
    await delay(1_000);
  }
}

/** A returning shopper: a cart kept across visits, looked at and added to. */
export async function returningShopper(bases) {
  const jar = new Jar();
  jar.cookies.set(...AGE_GATE);
  while (traffic.running) {
    const base = pick(bases);
    if (Math.random() < 0.3 || !jar.cookies.has('cartId'))
      await action('cart action', base, 'addToCart', { sku: pick(SKUS), quantity: 1 }, jar);
    await get('cart page', base, '/cart', jar);
    if (jar.cookies.has('cartId') && Math.random() < 0.3)
      await action('cart action', base, 'syncSession', undefined, jar);
    await delay(1_000);
  }
}

/** A new customer on the service (each holds at most 20 of the soak's orders: the service lists 50). */
export async function newCustomer() {
  const email = `soak-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const made = await commerce('POST', 'customer', {
    email,
    password: PASSWORD,
    firstName: 'Soak',
    lastName: 'Buyer',
  });
  if (made.status >= 300) throw new Error(`could not create a soak customer: ${made.status}`);
  const customer = { email, id: made.body.id, token: made.body.token, checkouts: 0 };
  customers.push(customer);
  return customer;
}

/** Signs a customer in, fills a cart and checks out with the test card, again and again. */
export async function buyer(bases, first) {
  let customer = first;
  while (traffic.running) {
    if (customer.checkouts >= 20) {
      customer = await newCustomer().catch(() => customer); // the service may be paused
    }
    const jar = new Jar();
    jar.cookies.set(...AGE_GATE);
    const base = pick(bases);
    const login = await action(
      'sign-in',
      base,
      'login',
      { email: customer.email, password: PASSWORD },
      jar,
    );
    if (!/"ok":true/.test(login.text)) {
      await delay(2_000);
      continue;
    }
    await get('personal page', base, '/profile', jar);
    await action('cart action', base, 'addToCart', { sku: pick(SKUS), quantity: 1 }, jar);
    const quote = await action('checkout', base, 'quoteCheckout', { stateCode: 'CA' }, jar);
    const total = /"total":(\d+)/.exec(quote.text)?.[1];
    const cartId = jar.cookies.get('cartId');
    if (!total || !cartId) {
      await delay(2_000);
      continue;
    }
    orders.attempts += 1;
    customer.checkouts += 1;
    const placed = await action(
      'checkout',
      base,
      'placeOrder',
      { email: customer.email, ...ADDRESS, ...CARD, shownTotal: total },
      jar,
    );
    const orderId = /"orderId":"([^"]+)"/.exec(placed.text)?.[1];
    if (orderId) orders.answered.add(orderId);
    else if (/"checking":true/.test(placed.text)) orders.checking.set(cartId, customer);
    else orders.refused += 1;
    await action('sign-in', base, 'logout', undefined, jar);
    await delay(1_500);
  }
}
