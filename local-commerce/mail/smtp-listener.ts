/**
 * TEST ONLY: a real SMTP listener (the `smtp-server` package) on a free loopback port that keeps
 * what it was given and what it was asked: plain without STARTTLS, with STARTTLS, or TLS from
 * the first byte, on a self-signed certificate made by `openssl` when the listener starts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export type ListenerTls = 'none' | 'starttls' | 'implicit';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as received (dot-stuffing undone by the server). */
  data: string;
  user: string | null;
  /** Whether the session was on TLS (upgraded or implicit) when the message came. */
  secure: boolean;
}

export interface SmtpListener {
  /** The listener's URL, with `shop:<password>` unless other credentials or `null` (none). */
  url: (credentials?: string | null) => string;
  /** The self-signed certificate a client has to trust (TLS listeners). */
  cert: string | undefined;
  received: ReceivedMail[];
  /** Every command verb a client sent, in order (AUTH's arguments are never kept). */
  commands: string[];
  /** How many times a client asked to sign in. */
  authAttempts: number;
  connections: number;
  /** The reply code given to RCPT TO (250 accepts; 550 refuses, repeating the address). */
  rcptCode: number;
  close(): Promise<void>;
}

/** A key and a self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'smtp-cert-'));
  try {
    const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')];
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ], { stdio: 'ignore' });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

let certificate: { key: string; cert: string } | undefined;

export async function startSmtpListener(
  tls: ListenerTls = 'none',
  password = 'secret',
): Promise<SmtpListener> {
  if (tls !== 'none') certificate ??= selfSignedCertificate();
  const listener: SmtpListener = {
    url: () => '',
    cert: tls === 'none' ? undefined : certificate?.cert,
    received: [],
    commands: [],
    authAttempts: 0,
    connections: 0,
    rcptCode: 250,
    close: async () => {},
  };
  const server = new SMTPServer({
    secure: tls === 'implicit',
    ...(tls === 'none' ? { disabledCommands: ['STARTTLS'] } : certificate),
    // Without TLS the listener would take AUTH in the clear: a client must never try.
    allowInsecureAuth: tls === 'none',
    authOptional: true,
    disableReverseLookup: true,
    // The server's debug lines name each command (credentials redacted): keep the verbs.
    logger: {
      ...Object.fromEntries(
        ['trace', 'info', 'warn', 'error', 'fatal'].map((level) => [level, () => {}]),
      ),
      debug: (data: { tnx?: string; command?: string }) => {
        if (data?.tnx === 'command' && data.command) listener.commands.push(data.command);
      },
    } as never,
    onConnect(_session, callback) {
      listener.connections += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      listener.authAttempts += 1;
      if (auth.password === password) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('bad credentials'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (listener.rcptCode === 250) callback();
      else
        callback(
          Object.assign(new Error(`<${address.address}> unknown`), {
            responseCode: listener.rcptCode,
          }),
        );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        listener.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString(),
          user: typeof session.user === 'string' ? session.user : null,
          secure: session.secure,
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const scheme = tls === 'implicit' ? 'smtps' : 'smtp';
  listener.url = (credentials = `shop:${password}`) =>
    `${scheme}://${credentials === null ? '' : `${credentials}@`}127.0.0.1:${port}`;
  listener.close = () => new Promise((resolve) => server.close(() => resolve()));
  return listener;
}

/** A header's value with folded lines joined, still encoded: `header(data, 'Subject')`. */
export function rawHeader(data: string, name: string): string | undefined {
  const head = data.split(/\r?\n\r?\n/)[0] ?? '';
  const match = head.match(new RegExp(`^${name}:[ \\t]?((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im'));
  return match?.[1];
}

/** RFC 2047 encoded words decoded (adjacent words joined, as a mail reader does). */
export function decodeHeader(value: string): string {
  const unfolded = value.replace(/\r?\n(?=[ \t])/g, '');
  const word = /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi;
  const joined = unfolded.replace(/(\?=)[ \t]+(?==\?)/g, '$1');
  return joined.replace(/(?:=\?[^?]+\?[BQ]\?[^?]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, , encoding, text = '']) =>
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** The decoded text of the message's part of this type (base64 or quoted-printable). */
export function partText(data: string, type: string): string {
  const start = data.search(new RegExp(`^Content-Type: ${type}`, 'im'));
  if (start < 0) return '';
  const headEnd = data.indexOf('\r\n\r\n', start);
  const head = data.slice(start, headEnd);
  const body = data.slice(headEnd + 4).split(/\r\n--/)[0] ?? '';
  const encoding = head.match(/Content-Transfer-Encoding: *(\S+)/i)?.[1]?.toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          )
        : Buffer.from(body);
  return decoded.toString('utf8').replace(/\r\n/g, '\n');
}
