/**
 * The fuzz's payloads (`scripts/fuzz.mjs`): a seeded generator of hostile values, argument lists,
 * raw bodies and malformed page paths. Seed it with `seedPayloads` so a failure can be replayed.
 */

let state = 0;
/** Seeds the generator (FUZZ_SEED), so a run can be replayed. */
export function seedPayloads(seed) {
  state = seed >>> 0;
}
export function random() {
  // mulberry32
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
/** Percent-encodes, and a lone surrogate (which has no UTF-8 form) as the raw bytes a client sends. */
export function encodeQuery(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}
export const pick = (list) => list[Math.floor(random() * list.length)];
export const int = (max) => Math.floor(random() * max);

export const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '%E0%A4%A',
  '../../etc/passwd',
  '\ud800',
  '🍷'.repeat(300),
  'x'.repeat(10_000),
  'javascript:alert(1)',
  'not-an-email',
  '@@',
  '-1',
  'NaN',
  '1e309',
  '99999999999999999999',
  '__proto__',
  'constructor',
  '{"$ne":null}',
];
export const NUMBERS = [-1, 0, 0.5, -0.0001, 1e21, -1e21, 2 ** 53 + 2, 99999999999];

export function hostileValue(depth = 0) {
  switch (int(depth > 2 ? 4 : 7)) {
    case 0:
      return pick(STRINGS);
    case 1:
      return pick(NUMBERS);
    case 2:
      return pick([null, true, false]);
    case 3:
      return pick(STRINGS) + String(int(1000));
    case 4:
      return Array.from({ length: int(4) }, () => hostileValue(depth + 1));
    case 5:
      return hostileObject(depth + 1);
    default:
      return JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}');
  }
}

/** Objects with the field names our forms use, holding wrong types or out-of-range values. */
export const FIELDS = [
  'email',
  'password',
  'sku',
  'quantity',
  'cartId',
  'slug',
  'giftMessage',
  'firstName',
  'lastName',
  'address',
  'zipCode',
  'stateCode',
  'card',
  'cardNumber',
  'expiry',
  'cvv',
  'recipients',
  'birthDate',
  'phone',
  'name',
  'block',
  'options',
  'path',
];
export function hostileObject(depth = 0) {
  const object = {};
  for (let i = 0; i < 1 + int(5); i += 1) object[pick(FIELDS)] = hostileValue(depth + 1);
  return object;
}

export function hostileArgs() {
  return Array.from({ length: int(3) + (random() < 0.8 ? 1 : 0) }, () =>
    random() < 0.6 ? hostileObject() : hostileValue(),
  );
}

/** Bodies a browser would never send: not JSON, wrong framing, oversized. */
export const RAW_BODIES = [
  '',
  '{',
  'null',
  '[',
  '"',
  'x'.repeat(1024),
  '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
  '["$Q1"]',
  '["$@1"]',
  '["$F1"]',
  '{"0":"$K1"}',
];

export const MALFORMED_PATHS = [
  '/%E0%A4%A',
  '/product/%E0%A4%A',
  '/blog/%E0%A4%A',
  '/collection/%E0%A4%A',
  '/recipes/%E0%A4%A',
  '/product/%ZZ',
  '/%',
  '/product/%00',
  '/collection/%00',
  '/product/' + 'a'.repeat(3000),
  '/profile/order-receipt/%E0%A4%A',
  '/profile/order-receipt/%00',
  '/checkout?step=%E0%A4%A',
  '/collection/all?page=99999999999999999999',
  '/collection/all?page=-1&tag=%00',
  '/blog?page=1e309',
  '/api/preview?secret=%E0%A4%A&path=%00',
];
export function pagePath() {
  if (random() < 0.4) return pick(MALFORMED_PATHS);
  const prefix = pick([
    '/',
    '/product/',
    '/collection/',
    '/blog/',
    '/recipes/',
    '/visit/',
    '/profile/order-receipt/',
  ]);
  const bytes = Array.from({ length: 1 + int(12) }, () =>
    random() < 0.3
      ? `%${int(256).toString(16).toUpperCase().padStart(2, '0')}`
      : pick('abc-_.~!$&()*+,;=:@'.split('')),
  ).join('');
  const query =
    random() < 0.4
      ? `?${pick(['page', 'tag', 'q', 'gtm', 'builder.preview'])}=${encodeQuery(pick(STRINGS))}`
      : '';
  return prefix + bytes + query;
}

/**
 * Action calls the framework itself would answer with a 500 before any action of ours runs: a
 * foreign Origin, bodies over Next's 1 MB limit (declared or chunked), multipart bodies
 * whose root references parts that are not there. `make(origin)` builds the fetch init.
 */
const MB = 1024 * 1024;
function chunkedBody(bytes) {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(256 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}
function multipart(parts) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.set(name, value);
  return form;
}
export const ABUSIVE_ACTION_CALLS = [
  {
    label: 'foreign Origin',
    heavy: false,
    init: () => ({ origin: 'https://evil.example', body: '[]' }),
  },
  { label: 'Origin null', heavy: false, init: () => ({ origin: 'null', body: '[]' }) },
  {
    label: 'multipart $K1 dangling',
    heavy: false,
    init: () => ({ body: multipart({ 0: '["$K1"]' }) }),
  },
  {
    label: 'multipart $1 dangling',
    heavy: false,
    init: () => ({ body: multipart({ 0: '[{"a":"$1"}]' }) }),
  },
  {
    label: 'multipart $B1 dangling',
    heavy: false,
    init: () => ({ body: multipart({ 0: '["$B1"]' }) }),
  },
  { label: 'multipart without root', heavy: false, init: () => ({ body: multipart({ 1: '[]' }) }) },
  { label: '1 MB + 1 body', heavy: true, init: () => ({ body: `["${'x'.repeat(MB)}"]` }) },
  { label: '5 MB body', heavy: true, init: () => ({ body: `["${'x'.repeat(5 * MB)}"]` }) },
  {
    label: '5 MB chunked body',
    heavy: true,
    init: () => ({ body: chunkedBody(5 * MB), duplex: 'half' }),
  },
  {
    label: '5 MB multipart body',
    heavy: true,
    init: () => ({ body: multipart({ 0: '[]', 1: 'x'.repeat(5 * MB) }) }),
  },
];
