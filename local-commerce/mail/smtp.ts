/**
 * A small SMTP client (RFC 5321) on node:net and node:tls, enough to hand e-mails to a mail
 * service: EHLO, STARTTLS when offered on `smtp://` (implicit TLS on `smtps://`), AUTH PLAIN
 * with the URL's user and password, one message per connection. Errors name the step and the
 * reply code only: the server's text may repeat the address, which never reaches a log.
 */
import net from 'node:net';
import tls from 'node:tls';

export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte. Otherwise STARTTLS when the server offers it. */
  implicitTls: boolean;
  user?: string;
  password?: string;
}

/** `smtp://user:pass@host:587` or `smtps://host:465` (user and password percent-encoded). */
export function parseSmtpUrl(value: string): SmtpSettings {
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname)
    throw new Error(
      'The SMTP URL must look like smtp://user:password@host:587 or smtps://host:465',
    );
  const implicitTls = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : implicitTls ? 465 : 587,
    implicitTls,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

export class SmtpError extends Error {
  constructor(
    readonly step: string,
    readonly code: number | null,
  ) {
    super(code === null ? `SMTP ${step} failed` : `SMTP ${step} answered ${code}`);
    this.name = 'SmtpError';
  }
}

interface Reply {
  code: number;
  lines: string[];
}

const TIMEOUT_MS = 20_000;

/** Reads SMTP replies off a socket: each is one or more `250-...` lines ending in `250 ...`. */
class Conversation {
  private buffered = '';
  private lines: string[] = [];
  private replies: Reply[] = [];
  private waiting: ((reply: Reply | Error) => void) | null = null;
  private failure: Error | null = null;

  constructor(public socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    this.socket = socket;
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new SmtpError('timeout', null)));
    socket.on('data', (chunk: Buffer) => this.receive(chunk.toString('latin1')));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new SmtpError('connection', null)));
  }

  private receive(text: string) {
    this.buffered += text;
    let end: number;
    while ((end = this.buffered.indexOf('\n')) >= 0) {
      const line = this.buffered.slice(0, end).replace(/\r$/, '');
      this.buffered = this.buffered.slice(end + 1);
      this.lines.push(line);
      if (!/^\d{3}-/.test(line)) {
        this.replies.push({ code: Number(line.slice(0, 3)) || 0, lines: this.lines });
        this.lines = [];
      }
    }
    this.deliver();
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.deliver();
  }

  private deliver() {
    if (!this.waiting) return;
    const next = this.replies.shift() ?? this.failure;
    if (!next) return;
    const waiting = this.waiting;
    this.waiting = null;
    waiting(next);
  }

  /** Sends a command (or nothing, for the greeting) and expects one of the reply codes. */
  async expect(step: string, codes: number[], command?: string): Promise<Reply> {
    if (command !== undefined) this.socket.write(`${command}\r\n`);
    const reply = await new Promise<Reply | Error>((resolve) => {
      this.waiting = resolve;
      this.deliver();
    });
    if (reply instanceof Error) throw new SmtpError(step, null);
    if (!codes.includes(reply.code)) throw new SmtpError(step, reply.code);
    return reply;
  }
}

function connect(settings: SmtpSettings): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = settings.implicitTls
      ? tls.connect({ host: settings.host, port: settings.port, servername: settings.host })
      : net.connect({ host: settings.host, port: settings.port });
    socket.once(settings.implicitTls ? 'secureConnect' : 'connect', () => {
      socket.off('error', reject);
      resolve(socket);
    });
    socket.once('error', () => reject(new SmtpError('connect', null)));
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new SmtpError('connect', null)));
  });
}

function upgrade(socket: net.Socket, host: string): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    socket.removeAllListeners('data');
    socket.removeAllListeners('close');
    socket.removeAllListeners('error');
    const secure = tls.connect({ socket, servername: host }, () => resolve(secure));
    secure.once('error', () => reject(new SmtpError('STARTTLS', null)));
  });
}

const offers = (ehlo: Reply, extension: string) =>
  ehlo.lines.some((line) => line.slice(4).toUpperCase().split(' ')[0] === extension);

/** Lines starting with a dot get another (RFC 5321 4.5.2); the message ends with CRLF.CRLF. */
export const dotStuff = (message: string) =>
  `${message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..')}\r\n.`;

/** Hands one message to the mail service; resolves once it has accepted it. */
export async function sendSmtp(
  settings: SmtpSettings,
  envelope: { from: string; to: string; message: string; clientName?: string },
): Promise<void> {
  const conversation = new Conversation(await connect(settings));
  const hello = `EHLO ${envelope.clientName ?? 'localhost'}`;
  try {
    await conversation.expect('greeting', [220]);
    const ehlo = await conversation.expect('EHLO', [250], hello);
    if (!settings.implicitTls && offers(ehlo, 'STARTTLS')) {
      await conversation.expect('STARTTLS', [220], 'STARTTLS');
      conversation.attach(await upgrade(conversation.socket, settings.host));
      await conversation.expect('EHLO', [250], hello);
    }
    if (settings.user !== undefined) {
      const token = Buffer.from(`\0${settings.user}\0${settings.password ?? ''}`).toString(
        'base64',
      );
      await conversation.expect('AUTH', [235], `AUTH PLAIN ${token}`);
    }
    await conversation.expect('MAIL FROM', [250], `MAIL FROM:<${envelope.from}>`);
    await conversation.expect('RCPT TO', [250, 251], `RCPT TO:<${envelope.to}>`);
    await conversation.expect('DATA', [354], 'DATA');
    await conversation.expect('message', [250], dotStuff(envelope.message));
    await conversation.expect('QUIT', [221], 'QUIT').catch(() => undefined);
  } finally {
    conversation.socket.destroy();
  }
}
