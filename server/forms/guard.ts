import 'server-only';
import { headers } from 'next/headers';
import { BOT_REFUSAL } from '@/lib/forms/generic-form';
import { rateLimit } from '@/server/security/rate-limit';

/**
 * What every form action checks before anything is sent: the honeypot (a field people never see,
 * so a value means a bot) and the shared form rate limit per client IP and e-mail address.
 */
export async function guardSubmission(
  honeypot: string | undefined,
  email: string | undefined,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (honeypot && honeypot.trim() !== '') return { ok: false, message: BOT_REFUSAL };
  const requestHeaders = await headers();
  const ip =
    requestHeaders.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    requestHeaders.get('x-real-ip')?.trim() ||
    'unknown-ip';
  return rateLimit('form', email ? [ip, email] : [ip]);
}
