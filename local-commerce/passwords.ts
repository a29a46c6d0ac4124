/**
 * The service's secrets. Password hashing with scrypt from node:crypto, stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking existing hashes; and
 * opaque tokens (below).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions, createHash } from 'node:crypto';

const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('hex'), key.toString('hex')].join('$');
}

/** A hash of a random password: verified against when the e-mail is unknown, so a failed
 * login takes as long whether or not the customer exists. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, saltHex, keyHex] = (stored ?? (await decoyHash())).split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await deriveKey(password, Buffer.from(saltHex, 'hex'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Opaque secrets (customer tokens, reset and magic-link tokens): 32 random bytes as hex for the
 * client, only their SHA-256 in the database, so a leaked database holds no usable token.
 */

export const newSecret = (): string => randomBytes(32).toString('hex');

export const hashSecret = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('hex');

/** `Authorization` may carry the raw token (Commerce7 style) or `Bearer <token>`. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}
