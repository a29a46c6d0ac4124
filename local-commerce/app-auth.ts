/**
 * Commerce7 app authentication for the admin routes: Basic auth with the app id as user and its
 * secret key as password, beside the `tenant` header
 * (https://dev-center-docs.commerce7.com/docs/c7-api-permissions). Without it an admin route
 * answers 401 with Commerce7's error body; the storefront's public routes never ask for it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface AppCredentials {
  id: string;
  secret: string;
}

export function basicAuthorization({ id, secret }: AppCredentials): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

/** True only when credentials are configured and the header carries exactly them. */
export function isAppAuthorized(
  header: string | undefined,
  credentials: AppCredentials | undefined,
): boolean {
  if (!credentials || !header) return false;
  // Compared as digests: equal length, constant time, whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header.trim()), digest(basicAuthorization(credentials)));
}
