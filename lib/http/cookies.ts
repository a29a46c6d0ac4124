/**
 * The one cookie reader, for a request's Cookie header and for `document.cookie` alike (the
 * server's own code reads Next's parsed `cookies()`). Values come back URL-decoded, as the site
 * writes them encoded; a value that is not valid encoding is returned as stored. `raw` keeps a
 * value whose own format is URL-encoded (the consent manager's record) exactly as stored.
 */
export function readCookie(
  cookieHeader: string | undefined,
  name: string,
  { raw = false }: { raw?: boolean } = {},
): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const stored = part.slice(separator + 1).trim();
    if (raw) return stored;
    try {
      return decodeURIComponent(stored);
    } catch {
      return stored;
    }
  }
  return undefined;
}

/** Whether the cookie is set at all (an empty value counts). */
export const hasCookie = (cookieHeader: string | undefined, name: string): boolean =>
  readCookie(cookieHeader, name, { raw: true }) !== undefined;
