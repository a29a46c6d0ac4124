/**
 * The stand-in for Commerce7's hosted widget (widget/commerce7.js and .css), served outside /v1
 * at /widget/..., and what lets its browser calls reach /v1 from the site's pages (another origin):
 * CORS for reads. Point the site at it with COMMERCE_WIDGET_URL=http://{host}:{port}/widget.
 *
 * Only GET is open to other origins: the widget stand-in reads the cart, the customer and a club;
 * a write from a page elsewhere is still refused by the browser at its preflight.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';

const WIDGET_PATH_PREFIX = '/widget/';

const FILES: Record<string, { file: string; type: string }> = {
  'commerce7.js': { file: 'commerce7.js', type: 'text/javascript; charset=utf-8' },
  'commerce7.css': { file: 'commerce7.css', type: 'text/css; charset=utf-8' },
};

/** Read once per file: they ship with the service and never change while it runs. */
const loaded = new Map<string, string>();
function fileText(file: string): string {
  let text = loaded.get(file);
  if (text === undefined) {
    text = readFileSync(new URL(`./widget/${file}`, import.meta.url), 'utf8');
    loaded.set(file, text);
  }
  return text;
}

/** Headers that let a page on another origin read a /v1 answer with the widget's headers. */
export const BROWSER_READ_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET',
  'access-control-allow-headers': 'tenant, authorization',
  'access-control-max-age': '600',
};

/**
 * Answers the stand-in's files and the browsers' preflights for /v1 reads. Returns false for any
 * other request (the service's pipeline takes it).
 */
export function answerWidgetRequest(method: string, url: URL, response: ServerResponse): boolean {
  if (method === 'OPTIONS' && url.pathname.startsWith('/v1/')) {
    response.writeHead(204, BROWSER_READ_HEADERS);
    response.end();
    return true;
  }
  if (!url.pathname.startsWith(WIDGET_PATH_PREFIX)) return false;
  const entry = FILES[url.pathname.slice(WIDGET_PATH_PREFIX.length)];
  if (!entry || (method !== 'GET' && method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return true;
  }
  const body = fileText(entry.file);
  response.writeHead(200, {
    'content-type': entry.type,
    'content-length': Buffer.byteLength(body).toString(),
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  response.end(method === 'HEAD' ? undefined : body);
  return true;
}
