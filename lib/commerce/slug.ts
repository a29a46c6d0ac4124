/**
 * The shape a commerce slug (product or collection) can have. Commerce7 derives slugs from titles
 * as lowercase letters, digits and hyphens; this rule is looser on purpose (either case, `_` and
 * `.` too) so no real slug is ever refused. A value outside it cannot name anything, so the shop
 * answers 404 at once, without asking commerce and without a cache entry: a flood of random or
 * very long slugs then costs nothing and pushes nothing out of the caches.
 */
export const SLUG_MAX_LENGTH = 200;

const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isPossibleSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
