/**
 * An outbox e-mail as an Internet message (RFC 5322 with MIME): both versions as
 * multipart/alternative, text first, each base64-encoded UTF-8 so any text travels unharmed.
 */
import { randomUUID } from 'node:crypto';

export interface MessageParts {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  date?: Date;
}

/** A header value never carries a line break: nobody injects a header through a subject. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** Non-ASCII header text as an RFC 2047 encoded word. */
function headerText(value: string): string {
  const line = oneLine(value);
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line).toString('base64')}?=`;
}

const base64Lines = (value: string) =>
  (
    Buffer.from(value.replace(/\r?\n/g, '\r\n'))
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

function part(type: string, body: string): string {
  return [
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ].join('\r\n');
}

/** The address part of `Name <address>` (or the whole value), for the SMTP envelope. */
export function addressOf(mailbox: string): string {
  return oneLine(mailbox.match(/<([^>]+)>\s*$/)?.[1] ?? mailbox);
}

export function buildMessage(parts: MessageParts): string {
  const domain = addressOf(parts.from).split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${headerText(parts.from)}`,
    `To: ${oneLine(parts.to)}`,
    `Subject: ${headerText(parts.subject)}`,
    `Date: ${(parts.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  if (parts.html === null) return [...headers, part('text/plain', parts.text)].join('\r\n');
  const boundary = `=_alt_${randomUUID()}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    part('text/plain', parts.text),
    `--${boundary}`,
    part('text/html', parts.html),
    `--${boundary}--`,
  ].join('\r\n');
}
