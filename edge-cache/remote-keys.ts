/**
 * Key layout in a shared Redis: `<prefix>entry:<key>` holds a value, `<prefix>tag:<tag>` is the set
 * of entry keys carrying that tag, `<prefix>count:<key>` is a counter (a plain integer). The
 * separate segments mean a cache key can never collide with a tag set or a counter, and prefix
 * invalidation can never touch tag sets or counters.
 */

export function entryKey(prefix: string, key: string): string {
  return `${prefix}entry:${key}`;
}

export function counterKey(prefix: string, key: string): string {
  return `${prefix}count:${key}`;
}

export function tagKey(prefix: string, tag: string): string {
  return `${prefix}tag:${tag}`;
}

/** SCAN MATCH pattern for the entries whose key starts with `keyPrefix`, taken literally. */
export function entryPattern(prefix: string, keyPrefix: string): string {
  return `${escapeGlob(entryKey(prefix, keyPrefix))}*`;
}

/** Redis MATCH patterns are globs: escape their metacharacters so a key like `a*b` is literal. */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (character) => `\\${character}`);
}
