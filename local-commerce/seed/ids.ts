import { createHash } from 'node:crypto';

/**
 * Deterministic UUID-shaped ids for seeded rows (name-based, like UUID v5), so the seeded
 * order, customers and products have the same ids on every machine and re-seeding finds them.
 */
export function seedId(kind: string, key: string): string {
  const hex = createHash('sha1').update(`isosceles-ridge:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
