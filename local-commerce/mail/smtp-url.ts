/**
 * The mail service setting (LOCAL_COMMERCE_SMTP_URL) read into what the SMTP transport needs.
 * The protocol itself is nodemailer's (send-mail.ts).
 */

export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte. Otherwise STARTTLS (required when there are credentials). */
  implicitTls: boolean;
  user?: string;
  password?: string;
  /**
   * TEST ONLY: one more certificate authority to trust (the tests' self-signed listener). Never
   * read from the URL; a deployment with a private authority sets NODE_EXTRA_CA_CERTS instead.
   */
  ca?: string;
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
