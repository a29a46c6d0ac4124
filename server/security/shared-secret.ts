/**
 * Shared secrets, compared in constant time (`sameSecret`: the preview route's and the webhook's).
 * Who may call a webhook: a request that presents the shared secret, either in the
 * `x-revalidate-secret` header (Builder lets a webhook add headers) or as the password of HTTP
 * Basic auth (Commerce7's webhooks cannot add a header but send the username and password set on
 * the webhook as `Authorization: Basic`; the username is not checked). Never in the query string:
 * it would end up in access logs and proxies' histories. Pure.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const SECRET_HEADER = 'x-revalidate-secret';

/** The password of a Basic `Authorization` header, or undefined when there is none. */
export function basicAuthPassword(authorization: string | null): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

/**
 * Compares in constant time. Both sides are hashed first, so neither the secret's length nor
 * the position of the first wrong character shows in how long a refusal takes.
 */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** True when the request presents the secret in the header or as the Basic auth password. */
export function presentsSecret(headers: Headers, expected: string | undefined): boolean {
  const inHeader = sameSecret(headers.get(SECRET_HEADER) ?? undefined, expected);
  const inBasicAuth = sameSecret(basicAuthPassword(headers.get('authorization')), expected);
  // Both are always computed: which one was tried must not change the time taken either.
  return inHeader || inBasicAuth;
}
