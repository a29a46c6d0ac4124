/**
 * Opaque secrets (customer tokens, reset and magic-link tokens): 32 random bytes as hex for the
 * client, only their SHA-256 in the database, so a leaked database holds no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('hex');

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** `Authorization` may carry the raw token (Commerce7 style) or `Bearer <token>`. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}
