/**
 * One member on release day (scripts/release-day.mjs), as a browser with scripts off: every step a
 * page or a native form post (form-post.mjs), a redirect followed as the browser follows it. Signs
 * in on /profile, reads `/collection/all` and two product pages, adds two bottles of the release
 * wine, opens checkout (the server's quote) and places the order with the test card. Each request
 * is timed under its step's name; a refusal ends the journey where a shopper's would, and so does
 * a wine the page shows sold out (its form has nothing to press).
 */
import { canBeSent, formBody, formTarget, formWithField } from './form-post.mjs';
import { Jar } from './soak-http.mjs';

export const PASSWORD = 'Release-Day-2026';
export const ADDRESS = {
  address: '1 Ridge Road',
  city: 'Paso Robles',
  stateCode: 'CA',
  zipCode: '93446',
};
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };
/** The texts the site shows when the release wine is gone (lib/catalog/sellable.ts). */
const SOLD_OUT = [/Sorry, this item is no longer available/, /Sorry, only \d+ of this item/];

/** What every member's run adds to: times by step, statuses, refusals, orders. */
export function newTally() {
  return {
    steps: new Map(),
    fiveXx: 0,
    noAnswer: 0,
    refusals: new Map(),
    placed: new Map(),
    unanswered: new Set(),
  };
}

function record(tally, step, ms, status) {
  const row = tally.steps.get(step) ?? { times: [], fiveXx: 0 };
  row.times.push(ms);
  if (status >= 500) {
    row.fiveXx += 1;
    tally.fiveXx += 1;
  }
  if (status === 0) tally.noAnswer += 1;
  tally.steps.set(step, row);
}

const refuse = (tally, why) => tally.refusals.set(why, (tally.refusals.get(why) ?? 0) + 1);

/** A browser's requests for one member: its cookies, each answer timed as a step. */
function browser(base, tally) {
  const jar = new Jar();
  jar.cookies.set('ageGate', 'confirmed');
  async function request(step, url, init = {}) {
    const started = performance.now();
    let status = 0;
    let text = '';
    let location;
    try {
      const reply = await fetch(url, {
        ...init,
        headers: { cookie: jar.header(), ...(init.body ? { origin: base } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      });
      status = reply.status;
      location = reply.headers.get('location') ?? undefined;
      jar.take(reply);
      text = await reply.text();
    } catch {
      status = 0;
    }
    record(tally, step, performance.now() - started, status);
    return { status, text, location };
  }
  const page = (step, path) => request(step, base + path);
  /** Posts the page's form that has `field`, with `typed` over its fields. */
  const post = (step, path, html, field, typed) => {
    const form = formWithField(html, field);
    // No form: the page before it failed; counted as its own refusal.
    if (!form) return Promise.resolve({ status: 'no form', text: '', location: undefined });
    return request(step, formTarget(form, base + path), {
      method: 'POST',
      body: formBody(form, typed),
    });
  };
  return { page, post };
}

const soldOutText = (text) => SOLD_OUT.some((pattern) => pattern.test(text));

/** The journey of `member` ({ email }); `slugs`: the release wine's and another product's. */
export async function releaseDayMember(base, member, slugs, tally) {
  const { page, post } = browser(base, tally);
  const signIn = await page('sign-in page', '/profile');
  const signedIn = await post('sign in (post)', '/profile', signIn.text, 'password', {
    email: member.email,
    password: PASSWORD,
  });
  if (signedIn.status !== 303) return refuse(tally, `sign-in answered ${signedIn.status}`);
  await page('profile', signedIn.location);
  await page('collection', '/collection/all');
  await page('product', `/product/${slugs.other}`);
  const wine = await page('release wine', `/product/${slugs.release}`);
  // A wine the page shows sold out offers nothing to press: the member stops there.
  const wineForm = formWithField(wine.text, 'sku');
  if (wineForm && !canBeSent(wineForm.html)) return refuse(tally, 'add: shown sold out');
  const added = await post('add to cart (post)', `/product/${slugs.release}`, wine.text, 'sku', {
    quantity: '2',
  });
  if (added.status !== 303) {
    return refuse(tally, soldOutText(added.text) ? 'add: sold out' : `add: ${added.status}`);
  }
  await page('cart', added.location);
  const checkout = await page('checkout (quote)', '/checkout');
  const placed = await post('place order (post)', '/checkout', checkout.text, 'cardNumber', {
    ...ADDRESS,
    ...CARD,
  });
  const receipt = /^\/profile\/order-receipt\/([0-9a-f-]+)$/.exec(placed.location ?? '');
  if (receipt) {
    tally.placed.set(member.id, receipt[1]);
    await page('receipt', placed.location);
    return;
  }
  if (placed.status === 0 || placed.status >= 500) tally.unanswered.add(member.id);
  refuse(tally, soldOutText(placed.text) ? 'checkout: sold out' : `checkout: ${placed.status}`);
}
