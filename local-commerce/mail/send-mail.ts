/**
 * Hands one outbox e-mail to the mail service through nodemailer's SMTP transport: the message
 * (multipart/alternative text and HTML, RFC 2047 encoded words for non-ASCII headers, folded
 * lines, dot-stuffing) and the conversation are nodemailer's.
 *
 * TLS: `smtps://` speaks TLS from the first byte. `smtp://` with credentials requires STARTTLS
 * (`requireTLS`): a server that does not offer it, or an upgrade that fails, ends the attempt
 * before AUTH, so a password never crosses a plain connection. `smtp://` without credentials
 * upgrades when the server offers STARTTLS and stays plain when it does not (a local catcher
 * or a relay on a private network); a failed upgrade still fails the send rather than falling
 * back. Certificates are verified against Node's authorities.
 *
 * Addresses are checked before any connection: the recipient by the project's e-mail rule
 * (`lib/forms/rules.ts`), the From when the sender is made. Errors name the SMTP step and reply
 * code only: the server's text may repeat the address, which never reaches a log.
 */
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { isStrictEmail } from '../../lib/forms/rules';
import type { SmtpSettings } from './smtp-url';

export class SmtpError extends Error {
  constructor(
    readonly step: string,
    readonly code: number | null,
    detail?: string,
  ) {
    super(
      detail
        ? `SMTP ${step} ${detail}`
        : code === null
          ? `SMTP ${step} failed`
          : `SMTP ${step} answered ${code}`,
    );
    this.name = 'SmtpError';
  }
}

export interface OutgoingMail {
  /** One address, as the outbox keeps it. */
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Resolves once the mail service has accepted the e-mail; rejects with an SmtpError. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

const TIMEOUT_MS = 20_000;

/** The envelope address of a From such as `Winery <orders@winery.example>`. */
function senderAddress(from: string): string {
  const [mailbox, ...more] = addressparser(from, { flatten: true });
  const address = mailbox?.address ?? '';
  // `no-reply@localhost` is the default: one @, no spaces or brackets, no dot required.
  if (more.length > 0 || !/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(address))
    throw new Error('The mail From must be one address, e.g. Winery <orders@winery.example>');
  return address;
}

interface NodemailerError {
  code?: string;
  /** The error underneath nodemailer's code: ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT, ... */
  originalCode?: string;
  command?: string;
  responseCode?: number;
}

/** A failed handshake or certificate check, as opposed to a refused or broken connection. */
const tlsFailed = (error: NodemailerError) =>
  error.code === 'ETLS' ||
  (error.code === 'ESOCKET' && !!error.originalCode && !/^E[A-Z]+$/.test(error.originalCode));

/** nodemailer's error as the step and reply code the log names (the server's text is dropped). */
function toSmtpError(error: unknown, implicitTls: boolean): SmtpError {
  if (error instanceof SmtpError) return error;
  const failure = (error ?? {}) as NodemailerError;
  const command = failure.command ?? '';
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  if (
    command === 'STARTTLS' ||
    ((command === 'CONN' || command === 'EHLO') && tlsFailed(failure))
  ) {
    const step = implicitTls ? 'TLS' : 'STARTTLS';
    const reason = /^[A-Z0-9_]+$/.test(failure.originalCode ?? '')
      ? ` (${failure.originalCode})`
      : '';
    const outcome = code === null ? `failed${reason}` : `answered ${code}`;
    return new SmtpError(step, code, `${outcome}; nothing goes out without TLS`);
  }
  if (command === 'CONN') return new SmtpError('connect', null);
  if (command.startsWith('AUTH')) return new SmtpError('AUTH', code);
  return new SmtpError(command && command !== 'API' ? command : 'send', code);
}

/** Checks the From now (a bad one stops the start) and returns the function that sends. */
export function createMailSender(settings: SmtpSettings, from: string): MailSender {
  const envelopeFrom = senderAddress(from);
  const credentials = settings.user !== undefined;
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.implicitTls,
    requireTLS: credentials && !settings.implicitTls,
    auth: credentials ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    tls: settings.ca ? { ca: settings.ca } : undefined,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    // Messages are built from the outbox alone: no file or URL is ever read into one.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
    debug: false,
  });

  return async (mail) => {
    const to = mail.to.trim();
    if (!isStrictEmail(to))
      throw new SmtpError('RCPT TO', null, 'not attempted: the recipient is not a valid address');
    await transport
      .sendMail({
        from,
        to: { name: '', address: to },
        envelope: { from: envelopeFrom, to: [to] },
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
      })
      .catch((error: unknown) => {
        throw toSmtpError(error, settings.implicitTls);
      });
  };
}
