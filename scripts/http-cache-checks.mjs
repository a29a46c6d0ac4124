/**
 * What the HTTP cache in front of the shop must do (test-http-cache.mjs starts it): each check
 * reads nginx's verdict from the X-Cache-Status header deploy/http-cache.conf adds (HIT: served
 * from the cache; MISS, EXPIRED, UPDATING, STALE; BYPASS: not looked up; empty: not cacheable).
 */
import { setTimeout as delay } from 'node:timers/promises';
import SEED from '../lib/settings/embedded-commerce.json' with { type: 'json' };
import { check } from './child-processes.mjs';
import { PAGE_PATH, postRevalidation } from './shared-cache-instances.mjs';

/** The shared pages' time-to-live in a shared cache (`s-maxage`, lib/http/static-headers.ts). */
const SHARED_TTL_MS = 60_000;
/** A refresh after the time-to-live runs in the background of the first request past it. */
const REFRESH_MS = 5_000;
const ANONYMOUS_PAGES = [PAGE_PATH, '/', '/collection/all', '/product/isosceles-2021'];
const DEMO_MEMBER = { email: 'member@example.com', password: 'Cellar-Door-21' };

async function get(url, headers = {}) {
  const reply = await fetch(url, { headers, redirect: 'manual' });
  const body = await reply.text();
  return { reply, body, status: reply.headers.get('x-cache-status') ?? '' };
}

/** Anonymous pages: the second request for each is a HIT. When the test page was cached. */
async function anonymousPagesHit(cache) {
  let cachedAt;
  for (const path of ANONYMOUS_PAGES) {
    if (path === PAGE_PATH) cachedAt = Date.now();
    await get(cache + path);
    const { reply, status } = await get(cache + path);
    check(reply.status === 200 && status === 'HIT', `anonymous ${path}: ${status} (want HIT)`);
  }
  return cachedAt;
}

/** The demo member's customer token, from the commerce service's sign-in. */
async function memberToken(commerce) {
  const reply = await fetch(`${commerce}/v1/customer/login`, {
    method: 'POST',
    headers: { tenant: SEED.tenant, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!reply.ok) throw new Error(`the demo member's sign-in answered ${reply.status}`);
  return (await reply.json()).token;
}

/** Requests carrying one visitor's state: never answered from the cache, never stored in it. */
async function personalNeverCached(cache, commerce) {
  const anonymous = await get(`${cache}/`);
  const visitors = {
    'the signed-in demo member': `customerToken=${await memberToken(commerce)}`,
    'a cart holder': 'cartId=00000000-0000-4000-8000-000000000000; cartCount=1',
    'an editor in draft mode': '__prerender_bypass=draft',
  };
  for (const [who, cookie] of Object.entries(visitors)) {
    for (let round = 1; round <= 2; round++) {
      const { status, body } = await get(`${cache}/`, { cookie });
      check(status === 'BYPASS', `${who}, request ${round}: ${status} (want BYPASS)`);
      if (who === 'the signed-in demo member') {
        check(body !== anonymous.body, `${who} gets their own page, not the cached one`);
      }
    }
  }
  const after = await get(`${cache}/`);
  check(
    after.status === 'HIT' && after.body === anonymous.body,
    'the cached anonymous page is the same after them (none of theirs was stored)',
  );
}

const ENTITIES = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' };
const unescapeHtml = (text) =>
  text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name) => ENTITIES[name]);

/** The first server-action form of `html`: its posted fields, as the browser would send them. */
function firstActionForm(html) {
  for (const [form] of html.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    if (!form.includes('$ACTION_')) continue;
    const fields = new FormData();
    for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      if (!name) continue;
      const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? '';
      fields.append(unescapeHtml(name), unescapeHtml(value));
    }
    return fields;
  }
  return undefined;
}

/** A server action's POST (a form posted with scripts off) goes to the site every time. */
async function actionPostNeverCached(cache) {
  const page = await get(`${cache}/`);
  const fields = firstActionForm(page.body);
  check(fields !== undefined, 'the home page has a form that posts to a server action');
  for (let round = 1; round <= 2; round++) {
    const reply = await fetch(`${cache}/`, { method: 'POST', body: fields, redirect: 'manual' });
    await reply.arrayBuffer();
    const status = reply.headers.get('x-cache-status') ?? '';
    check(
      status !== 'HIT' && reply.status < 400,
      `server action POST ${round}: answered ${reply.status} by the site (cache: ${status || 'not cacheable'})`,
    );
  }
  const after = await get(`${cache}/`);
  check(after.body === page.body, 'the cached page is unchanged by the posts');
}

/** An answer that sets a cookie is passed on and not stored. */
async function setCookieNeverCached(cache) {
  // A garbled age-gate cookie: the site deletes it, on a URL nothing has cached yet.
  const url = `${cache}/collection/all?set-cookie-check=${Date.now()}`;
  const first = await get(url, { cookie: 'ageGate=garbled' });
  check(first.reply.headers.has('set-cookie'), 'the site answers a garbled cookie with Set-Cookie');
  const next = await get(url);
  check(
    next.status !== 'HIT',
    `the next request for that URL is not served that answer (${next.status})`,
  );
}

/** A webhook's revalidation reaches the page through the cache within its time-to-live. */
async function revalidationReachesCache(cache, instances, cachedAt) {
  const before = await get(cache + PAGE_PATH);
  check(/Version one/.test(before.body), `the cache serves the test page (${before.status})`);
  await instances.setHeadline('Version two');
  const posted = await postRevalidation(cache);
  check(posted.ok, `the webhook, posted through the cache, is accepted (${posted.status})`);
  const postedAt = Date.now();
  const limit = SHARED_TTL_MS + REFRESH_MS;
  // What the cache did on each poll, each change once: HIT, then STALE or UPDATING, then HIT.
  const verdicts = [];
  let seen;
  do {
    await delay(1_000);
    const { body, status } = await get(cache + PAGE_PATH);
    seen = /Version two/.test(body) ? 'Version two' : 'Version one';
    const verdict = `${status} ${seen.slice(8)}`;
    if (verdicts.at(-1) !== verdict) verdicts.push(verdict);
  } while (seen !== 'Version two' && Date.now() - postedAt < limit);
  const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);
  check(
    seen === 'Version two',
    `the cache serves the new version ${seconds(postedAt)} s after the webhook, ${seconds(cachedAt)} s after it cached the page (limit ${limit / 1000} s: the page's 60 s in a shared cache and one refresh; ${verdicts.join(', ')})`,
  );
}

export async function httpCacheChecks({ cache, commerce, instances }) {
  const cachedAt = await anonymousPagesHit(cache);
  await personalNeverCached(cache, commerce);
  await actionPostNeverCached(cache);
  await setCookieNeverCached(cache);
  // Last: the test page was cached by the first check, so part of its 60 s has run by now.
  await revalidationReachesCache(cache, instances, cachedAt);
}
