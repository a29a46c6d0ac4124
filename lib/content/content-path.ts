/**
 * A content URL as entries, cache tags and lookups compare it: no query or fragment, no trailing
 * slash, a leading one.
 */
export function normalizeUrlPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The content URL path of a catch-all route's segments. Segments may reach the page still
 * percent-encoded or already decoded (a segment holding a literal '%' after decoding, e.g. from
 * `%25`, cannot be decoded again): a segment that does not decode is used as it is, and an unknown
 * path is a 404, never a 500.
 */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function contentPathOf(segments: string[]): string {
  return `/${segments.map(decodeSegment).join('/')}`;
}
