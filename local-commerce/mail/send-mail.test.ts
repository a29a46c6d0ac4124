/** nodemailer against real SMTP listeners (smtp-server on loopback): what reaches them, and what never does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailSender, SmtpError, type OutgoingMail } from './send-mail';
import {
  decodeHeader,
  partText,
  rawHeader,
  startSmtpListener,
  type ListenerTls,
  type SmtpListener,
} from './smtp-listener';
import { parseSmtpUrl } from './smtp-url';

const FROM = 'Isosceles Ridge Winery <orders@winery.example>';
const MAIL: OutgoingMail = {
  to: 'rosa@example.com',
  subject: 'Café order',
  text: 'Line one\n.\n.starts with a dot',
  html: '<p>Hi</p>',
};

const listeners = {} as Record<ListenerTls, SmtpListener>;
beforeAll(async () => {
  for (const tls of ['none', 'starttls', 'implicit'] as const)
    listeners[tls] = await startSmtpListener(tls);
});
afterAll(() => Promise.all(Object.values(listeners).map((listener) => listener.close())));

interface Attempt {
  tls: ListenerTls;
  /** undefined: the listener's own `shop:secret`; null: none. */
  credentials?: string | null;
  /** Whether the client trusts the listener's self-signed certificate. */
  trusted?: boolean;
  mail?: Partial<OutgoingMail>;
}

/** Sends once and returns the outcome with what the listener saw of this attempt alone. */
async function attempt({ tls, credentials, trusted = true, mail }: Attempt) {
  const listener = listeners[tls];
  const before = {
    received: listener.received.length,
    commands: listener.commands.length,
    auth: listener.authAttempts,
  };
  const settings = {
    ...parseSmtpUrl(listener.url(credentials)),
    ca: trusted ? listener.cert : undefined,
  };
  const outcome = await createMailSender(
    settings,
    FROM,
  )({ ...MAIL, ...mail }).then(
    () => 'delivered' as const,
    (error: unknown) => error,
  );
  return {
    outcome,
    received: listener.received.slice(before.received),
    // QUIT may come after the send resolved: it is left out.
    commands: listener.commands.slice(before.commands).filter((command) => command !== 'QUIT'),
    authAttempts: listener.authAttempts - before.auth,
  };
}

describe('sending through TLS and STARTTLS', () => {
  it.each([
    {
      case: 'plain delivery: no credentials, a listener without STARTTLS',
      tls: 'none' as const,
      credentials: null,
      secure: false,
      user: null,
      commands: ['EHLO', 'MAIL', 'RCPT', 'DATA'],
    },
    {
      case: 'credentials: upgrades with STARTTLS, then signs in',
      tls: 'starttls' as const,
      secure: true,
      user: 'shop',
      commands: ['EHLO', 'STARTTLS', 'EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA'],
    },
    {
      case: 'no credentials, STARTTLS offered: upgrades all the same',
      tls: 'starttls' as const,
      credentials: null,
      secure: true,
      user: null,
      commands: ['EHLO', 'STARTTLS', 'EHLO', 'MAIL', 'RCPT', 'DATA'],
    },
    {
      case: 'smtps://: TLS from the first byte, then signs in',
      tls: 'implicit' as const,
      secure: true,
      user: 'shop',
      commands: ['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA'],
    },
  ])('$case', async ({ secure, user, commands, ...how }) => {
    const seen = await attempt(how);
    expect(seen.outcome).toBe('delivered');
    expect(seen.commands).toEqual(commands);
    expect(seen.received).toHaveLength(1);
    const [mail] = seen.received;
    expect(mail).toMatchObject({
      from: 'orders@winery.example',
      to: ['rosa@example.com'],
      user,
      secure,
    });
    expect(rawHeader(mail?.data ?? '', 'From')).toBe(FROM);
    expect(rawHeader(mail?.data ?? '', 'To')).toBe('rosa@example.com');
    expect(mail?.data).toContain('Content-Type: multipart/alternative');
    // A line of "." is dot-stuffed on the way and arrives as written.
    expect(partText(mail?.data ?? '', 'text/plain')).toBe(MAIL.text);
    expect(partText(mail?.data ?? '', 'text/html')).toBe('<p>Hi</p>');
  });

  it.each([
    {
      case: 'credentials, a listener that offers no STARTTLS: stops before AUTH',
      tls: 'none' as const,
      step: 'STARTTLS',
      commands: ['EHLO', 'STARTTLS'],
      authAttempts: 0,
    },
    {
      case: 'credentials, STARTTLS onto an untrusted certificate: stops before AUTH',
      tls: 'starttls' as const,
      trusted: false,
      step: 'STARTTLS',
      commands: ['EHLO', 'STARTTLS'],
      authAttempts: 0,
    },
    {
      case: 'no credentials, STARTTLS onto an untrusted certificate: no fallback to plain',
      tls: 'starttls' as const,
      credentials: null,
      trusted: false,
      step: 'STARTTLS',
      commands: ['EHLO', 'STARTTLS'],
      authAttempts: 0,
    },
    {
      case: 'smtps:// onto an untrusted certificate',
      tls: 'implicit' as const,
      trusted: false,
      step: 'TLS',
      commands: [],
      authAttempts: 0,
    },
    {
      case: 'a wrong password, over STARTTLS',
      tls: 'starttls' as const,
      credentials: 'shop:wrong',
      step: 'AUTH',
      commands: ['EHLO', 'STARTTLS', 'EHLO', 'AUTH'],
      authAttempts: 1,
    },
  ])('$case', async ({ step, commands, authAttempts, ...how }) => {
    const seen = await attempt(how);
    expect(seen.outcome).toBeInstanceOf(SmtpError);
    expect((seen.outcome as SmtpError).step).toBe(step);
    expect(seen.commands).toEqual(commands);
    expect(seen.authAttempts).toBe(authAttempts);
    expect(seen.received).toEqual([]);
  });

  it.each([
    {
      tls: 'none' as const,
      message: /^SMTP STARTTLS answered 5\d\d; nothing goes out without TLS$/,
    },
    {
      tls: 'starttls' as const,
      trusted: false,
      message: 'SMTP STARTTLS failed (DEPTH_ZERO_SELF_SIGNED_CERT); nothing goes out without TLS',
    },
    {
      tls: 'implicit' as const,
      trusted: false,
      message: 'SMTP TLS failed (DEPTH_ZERO_SELF_SIGNED_CERT); nothing goes out without TLS',
    },
  ])('says why a send stopped before TLS ($tls)', async ({ message, ...how }) => {
    const { outcome } = await attempt(how);
    expect((outcome as Error).message).toMatch(message);
  });
});

describe('headers', () => {
  const LONG =
    'Votre commande n° 1042 au Château de la Côte-Rôtie est confirmée 🍷 — merci beaucoup, à très bientôt au domaine ✨ (Ürün, Ñandú, 日本酒)';

  it.each([
    { case: 'a long subject with accents and emoji', subject: LONG, expected: LONG },
    { case: 'a short ASCII subject', subject: 'Your order', expected: 'Your order' },
    {
      case: 'a line break in a subject (no header is injected)',
      subject: 'Hello\r\nBcc: someone@example.com',
      expected: 'Hello Bcc: someone@example.com',
    },
  ])('$case: RFC 2047 encoded words, lines of 78 at most, decoded back', async (row) => {
    const { outcome, received } = await attempt({ tls: 'none', credentials: null, mail: row });
    expect(outcome).toBe('delivered');
    const data = received[0]?.data ?? '';
    const head = data.split('\r\n\r\n')[0] ?? '';
    expect(head).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    for (const line of head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
    expect(head).not.toMatch(/^Bcc:/im);
    const subject = rawHeader(data, 'Subject') ?? '';
    expect(decodeHeader(subject)).toBe(row.expected);
    if (row.subject === LONG) {
      expect(subject).toMatch(/=\?UTF-8\?[BQ]\?/i);
      expect(subject).toContain('\r\n '); // folded over several lines
      for (const word of subject.match(/=\?[^?]+\?[BQ]\?[^?]*\?=/gi) ?? [])
        expect(word.length).toBeLessThanOrEqual(75);
    }
  });
});

describe('addresses', () => {
  it.each([
    '',
    'rosa',
    'rosa@example',
    'ro sa@example.com',
    '<rosa@example.com>',
    'Rosa <rosa@example.com>',
    'rosa@example.com, eve@example.com',
    'rosa@example.com>\r\nRCPT TO:<eve@example.com',
    'rosa@exämple.com',
    `${'r'.repeat(250)}@example.com`,
  ])('refuses %j before connecting', async (to) => {
    const listener = listeners.none;
    const connections = listener.connections;
    const { outcome } = await attempt({ tls: 'none', credentials: null, mail: { to } });
    expect(outcome).toEqual(
      new SmtpError('RCPT TO', null, 'not attempted: the recipient is not a valid address'),
    );
    expect((outcome as Error).message).toBe(
      'SMTP RCPT TO not attempted: the recipient is not a valid address',
    );
    expect(listener.connections).toBe(connections);
  });

  it('names the step and code of a refused recipient, never the address the server repeats', async () => {
    listeners.none.rcptCode = 550;
    try {
      const { outcome } = await attempt({ tls: 'none', credentials: null });
      expect(outcome).toEqual(new SmtpError('RCPT TO', 550));
      expect((outcome as Error).message).toBe('SMTP RCPT TO answered 550');
    } finally {
      listeners.none.rcptCode = 250;
    }
  });

  it.each(['a@b.example, c@d.example', 'Winery', 'Winery <>', 'Winery <no-reply>'])(
    'refuses the From %j when the sender is made',
    (from) =>
      expect(() => createMailSender(parseSmtpUrl('smtp://127.0.0.1:25'), from)).toThrow(
        'The mail From must be one address',
      ),
  );

  it('takes the default From, a name and no-reply@localhost', () => {
    expect(() =>
      createMailSender(
        parseSmtpUrl('smtp://127.0.0.1:25'),
        'Isosceles Ridge Winery <no-reply@localhost>',
      ),
    ).not.toThrow();
  });
});

it('reports a mail service that is not there as a failed connection', async () => {
  const closed = await startSmtpListener();
  const url = closed.url(null);
  await closed.close();
  const send = createMailSender(parseSmtpUrl(url), FROM);
  await expect(send(MAIL)).rejects.toEqual(new SmtpError('connect', null));
});
