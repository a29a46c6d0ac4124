import { headers } from 'next/headers';
import { isLocalOnlyEnv, mailboxHtml } from '@/lib/site/local-mailbox-html';
import { getSettings } from '@/server/config';
import { reportError } from '@/server/observability/report';
import { getCommerce } from '@/server/commerce';
import { clientAddressOf, isLoopback } from '@/server/security/client-address';

/**
 * The local mailbox: what the embedded services sent (orders, gift cards, memberships, password
 * reset and sign-in e-mails) and the marketing sign-ups they kept, so the account flows can be
 * finished without real e-mail. Every visitor's reset and sign-in links are here: only in local
 * and development (elsewhere proxy.ts answers 404 first) and only to this machine (`next start`
 * listens on every interface).
 *
 * A route handler, not a page: the proxy cannot tell a forged `X-Forwarded-For:
 * 127.0.0.1` from the one Next writes, so the socket's address is only known here, after the
 * proxy dropped the client's list; a page learning it then had already sent its shell (200, with
 * the title "Local mailbox"), while a handler answers a real 404 with nothing of the mailbox.
 */
export async function GET() {
  const settings = getSettings();
  const client = clientAddressOf(await headers(), settings.clientAddress);
  if (!isLocalOnlyEnv(settings.appEnv) || !isLoopback(client)) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const commerce = getCommerce({ anonymous: true });
  const orNull = async <T>(load: Promise<T>) => {
    try {
      return await load;
    } catch (error) {
      reportError(error, { section: 'mailbox' });
      return null;
    }
  };
  const [emails, submissions] = await Promise.all([
    orNull(commerce.listOutbox()),
    orNull(commerce.listMarketingSubmissions()),
  ]);
  return new Response(mailboxHtml(emails, submissions), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
