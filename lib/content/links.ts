/**
 * The one link rule of the page builder. Every link field of every
 * block goes through here: content:check, the editor hooks and the renderer agree on one answer.
 */
import { isExternalHref } from '../site/navigation';

export const INVALID_LINK_MESSAGE =
  'Invalid url format. Relative links should start with `/`. You could also use http/https links, mailto: and tel:';
export const INVALID_LOGO_LINK_MESSAGE =
  'Invalid url format. External links should use http/https.';

/**
 * A prefix followed by at least two URL characters, or exactly '/'. The allowed characters are
 * those of RFC 3986 (unreserved, reserved and percent signs): no spaces, quotes or angle brackets.
 */
const LINK_PATTERN = /^(?:\/|(?:\/|https?:|mailto:|tel:)[\w\-.~:/?#[\]@!$&'()*+,;=%]{2,})$/i;
const LOGO_LINK_PATTERN = /^https?:\/\/[\w\-.~:/?#[\]@!$&'()*+,;=%]{2,}$/i;

export function isValidLink(href: string): boolean {
  return LINK_PATTERN.test(href);
}

/** Logo links point to partners' sites: http or https only, or no link at all. */
export function isValidLogoLink(href: string | undefined): boolean {
  return href === undefined || href === '' || LOGO_LINK_PATTERN.test(href);
}

interface LinkAttributes {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
  external: boolean;
}

/**
 * Anchor attributes of a link, or undefined for an invalid one (which then renders as no link).
 * External links open in a new tab without access to this window.
 */
export function linkAttributes(href: string | undefined): LinkAttributes | undefined {
  if (!href || !isValidLink(href)) return undefined;
  return isExternalHref(href)
    ? { href, target: '_blank', rel: 'noopener noreferrer', external: true }
    : { href, external: false };
}

/** The web URL (and other bases) with trailing slashes stripped. */
export function stripTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

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
