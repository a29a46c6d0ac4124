/**
 * Hands outbox e-mails to the configured mail service (LOCAL_COMMERCE_SMTP_URL) after their
 * transaction has committed: a request only ever writes to the outbox, so a slow or broken mail
 * service never holds up or fails an order. After each committed change the relay sends what is
 * new since it started (older e-mails were written when no mail service was set) and records
 * each one as sent or failed; a failed e-mail is not retried.
 *
 * A failure is reported once, by the step and reply code only (never the address or the body),
 * and the next success says how many e-mails did not go out in between.
 */
import type { PGlite } from '@electric-sql/pglite';
import { markRelayed, unrelayedSince } from '../store/outbox';
import { WINERY_NAME } from './layout';
import { SmtpError, type MailSender } from './send-mail';

export const DEFAULT_MAIL_FROM = `${WINERY_NAME} <no-reply@localhost>`;

export interface MailRelay {
  /** Something may have been written to the outbox: send it (returns at once). */
  kick(): void;
  /** Resolves when nothing is being sent. */
  idle(): Promise<void>;
}

export interface MailRelaySettings {
  /** Sends one e-mail through the mail service (send-mail.ts, `createMailSender`). */
  send: MailSender;
  log: (line: string) => void;
}

const BATCH = 20;

export function createMailRelay(db: PGlite, settings: MailRelaySettings): MailRelay {
  const startedAt = new Date();
  const { send } = settings;
  let running: Promise<void> | null = null;
  let again = false;
  let failedInARow = 0;

  function reportFailure(kind: string, error: unknown) {
    failedInARow += 1;
    if (failedInARow > 1) return;
    const reason = error instanceof SmtpError ? error.message : 'SMTP failed';
    settings.log(
      `[local-commerce] the mail service did not take a ${kind} e-mail (${reason}); it stays in the outbox, and further failures are counted until one goes through`,
    );
  }

  function reportSuccess() {
    if (failedInARow > 0)
      settings.log(
        `[local-commerce] the mail service takes e-mails again; ${failedInARow} were not sent`,
      );
    failedInARow = 0;
  }

  async function sendPending() {
    for (;;) {
      const pending = await db.transaction((sql) => unrelayedSince(sql, startedAt, BATCH));
      if (pending.length === 0) return;
      for (const email of pending) {
        const { to, subject, body: text, html } = email;
        const sent = await send({ to, subject, text, html }).then(
          () => true,
          (error: unknown) => (reportFailure(email.kind, error), false),
        );
        if (sent) reportSuccess();
        await db.transaction((sql) => markRelayed(sql, email.id, sent ? 'sent' : 'failed'));
      }
    }
  }

  function run() {
    again = false;
    running = sendPending()
      .catch((error: unknown) => {
        console.error('[local-commerce] the mail relay could not read the outbox', error);
      })
      .finally(() => {
        running = null;
        if (again) run();
      });
  }

  return {
    kick() {
      if (running) again = true;
      else run();
    },
    async idle() {
      while (running) await running;
    },
  };
}
