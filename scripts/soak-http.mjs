/**
 * HTTP as a browser sends it, for the soak test (scripts/soak.mjs): a cookie jar, page reads and
 * server-action calls by id (from the build's manifest), each counted per kind of traffic, and
 * calls to the embedded commerce service.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const TENANT = { tenant: 'local-winery', 'content-type': 'application/json' };
let commerceUrl = '';
/** Where the commerce service answers (`http://127.0.0.1:PORT/v1`). */
export function setCommerceUrl(url) {
  commerceUrl = url;
}

/** A browser's cookies for one origin: what the server set, sent back. */
export class Jar {
  cookies = new Map();
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) =>
        /max-age=0\b|expires=thu, 01 jan 1970/i.test(attribute),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export const AGE_GATE = ['ageGate', 'confirmed'];

export const stats = new Map();
function count(kind, status) {
  const row = stats.get(kind) ?? { requests: 0, fiveXx: 0, failed: 0 };
  row.requests += 1;
  if (status >= 500) row.fiveXx += 1;
  if (status === 0) row.failed += 1;
  stats.set(kind, row);
}

export async function get(kind, base, path, jar) {
  let status = 0;
  try {
    const response = await fetch(base + path, {
      headers: jar ? { cookie: jar.header() } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    jar?.take(response);
    await response.arrayBuffer();
  } catch {
    status = 0;
  }
  count(kind, status);
  return status;
}

const actionIds = (() => {
  const manifest = JSON.parse(
    readFileSync(join(root, '.next/server/server-reference-manifest.json'), 'utf8'),
  );
  const ids = {};
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.filename?.includes('server/actions') && entry.exportedName)
      ids[entry.exportedName] = id;
  }
  return ids;
})();

/** One server action call; the answer's text ('' when it failed). */
export async function action(kind, base, name, input, jar) {
  let status = 0;
  let text = '';
  try {
    const response = await fetch(`${base}/`, {
      method: 'POST',
      headers: {
        'next-action': actionIds[name],
        accept: 'text/x-component',
        'content-type': 'text/plain;charset=UTF-8',
        origin: base,
        cookie: jar.header(),
      },
      body: JSON.stringify([input]),
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    status = response.status;
    jar.take(response);
    text = await response.text();
  } catch {
    status = 0;
  }
  count(kind, status);
  return { status, text };
}

export async function commerce(method, path, body, token) {
  const response = await fetch(`${commerceUrl}/${path}`, {
    method,
    headers: token ? { ...TENANT, authorization: token } : TENANT,
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
