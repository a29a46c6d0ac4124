/**
 * Settings and options held as text, read once where they are read: a regular expression, an
 * optional text, and the image hosts (`IMAGE_HOSTS`) with what they decide.
 */
import * as v from 'valibot';

/**
 * Whether text compiles as a regular expression: for settings that hold one as a string (a form
 * field's pattern, a test fault's path), so a bad one is refused when it is read rather than
 * throwing where it is used.
 */
export function isRegExpSource(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** An optional text option: blank, null or absent all read as undefined; anything else trimmed. */
export const optionalText = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
);

/**
 * Which images go through Next's optimizer (resized, webp). It fetches only from hosts listed at
 * build time: Builder's CDN, plus `IMAGE_HOSTS` (comma-separated host names, e.g. the commerce
 * platform's image CDN). An image on any other host is shown as it is rather than as the
 * optimizer's refusal (a broken image); so is SVG, which needs no resizing.
 */
const BUILDER_IMAGE_HOST = 'cdn.builder.io';

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** Builder's CDN and the valid host names of the setting, lower-cased, once each. */
export function optimizedImageHosts(setting: string | undefined): string[] {
  const listed = (setting ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => HOST_NAME.test(host));
  return [...new Set([BUILDER_IMAGE_HOST, ...listed])];
}

/** A path of this site, or an https URL on a listed host; never SVG. */
export function isOptimizable(src: string, hosts: readonly string[]): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return !/\.svg([?#]|$)/i.test(src);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && hosts.includes(url.hostname) && !/\.svg$/i.test(url.pathname);
}
