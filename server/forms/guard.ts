import 'server-only';
import { BOT_REFUSAL } from '@/lib/forms/rules';
import { clientIpKey, rateLimit } from '@/server/security/rate-limit';

/**
 * What every form action checks before anything is sent: the honeypot (a field people never see,
 * so a value means a bot) and the shared form rate limit per client IP and e-mail address.
 */
export async function guardSubmission(
  honeypot: string | undefined,
  email: string | undefined,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (honeypot && honeypot.trim() !== '') return { ok: false, message: BOT_REFUSAL };
  const ip = await clientIpKey();
  return rateLimit('form', email ? [ip, `email:${email}`] : [ip]);
}
