import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { isLocalOnlyEnv } from '@/lib/local-mode';
import { getSettings } from '@/server/config';
import type { MarketingSubmission } from '@/server/commerce/marketing';
import type { OutboxEmail } from '@/server/commerce/outbox';
import { reportError } from '@/server/observability/report';
import { getCommerce } from '@/server/commerce';
import { clientAddressOf, isLoopback } from '@/server/security/client-address';

export const metadata: Metadata = {
  title: 'Local mailbox',
  robots: { index: false, follow: false },
};

/** Per request: the mailbox is always current, and only this machine may read it. */
export const instant = false;

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    unstable_rethrow(error);
    reportError(error, { section: 'mailbox' });
    return null;
  }
}

/**
 * One e-mail as its reader would get it: the plain text, and the HTML version in an iframe with
 * an empty `sandbox` (no scripts, no forms, no navigation, its own origin), so whatever an
 * e-mail contains can never act on this page.
 */
function Email({ email }: { email: OutboxEmail }) {
  return (
    <article
      aria-label={`${email.subject} to ${email.to}`}
      className="rounded border border-ink/20 p-4"
    >
      <h3 className="font-semibold break-words">{email.subject}</h3>
      <p className="text-sm break-all text-ink/70">
        To {email.to} · {timeFormat.format(new Date(email.createdAt))}
      </p>
      <pre className="mt-2 font-sans text-sm break-words whitespace-pre-wrap">{email.body}</pre>
      {email.link ? (
        <p className="mt-2">
          <a href={email.link} className="font-semibold break-all underline hover:text-wine">
            {email.subject === 'Reset your password' ? 'Choose a new password' : 'Sign in'}
          </a>
        </p>
      ) : null}
      {email.html ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold">HTML version</summary>
          <iframe
            title={`HTML version of ${email.subject}`}
            srcDoc={email.html}
            sandbox=""
            className="mt-2 h-[32rem] w-full rounded border border-ink/20 bg-white"
          />
        </details>
      ) : null}
    </article>
  );
}

function Emails({ emails }: { emails: OutboxEmail[] | null }) {
  if (emails === null) return <p role="alert">The outbox could not be read.</p>;
  if (emails.length === 0) return <p>No e-mails yet.</p>;
  return (
    <ol className="space-y-4">
      {emails.map((email) => (
        <li key={email.id}>
          <Email email={email} />
        </li>
      ))}
    </ol>
  );
}

function Submissions({ submissions }: { submissions: MarketingSubmission[] | null }) {
  if (submissions === null) return <p role="alert">The marketing sign-ups could not be read.</p>;
  if (submissions.length === 0) return <p>No sign-ups yet.</p>;
  return (
    <ol className="space-y-3">
      {submissions.map((submission) => (
        <li key={submission.id} className="rounded border border-ink/20 p-3">
          <p className="font-semibold">
            {submission.kind}{' '}
            <span className="text-sm font-normal text-ink/70">
              {timeFormat.format(new Date(submission.createdAt))}
            </span>
          </p>
          <pre className="mt-1 text-sm whitespace-pre-wrap">
            {JSON.stringify(submission.payload, null, 2)}
          </pre>
        </li>
      ))}
    </ol>
  );
}

/**
 * The local mailbox: what the embedded services sent (orders, gift cards, memberships, password
 * reset and sign-in e-mails) and
 * the marketing sign-ups they kept, so the account flows can be finished without real e-mail.
 */
export default async function MailboxPage() {
  await connection();
  const settings = getSettings();
  // Every visitor's reset and sign-in links are here: only for this machine (issue 27: `next
  // start` listens on every interface). Other environments never reach this page (proxy.ts).
  const client = clientAddressOf(await headers(), settings.clientAddress);
  if (!isLocalOnlyEnv(settings.appEnv) || !isLoopback(client)) notFound();
  const commerce = getCommerce({ anonymous: true });
  const [emails, submissions] = await Promise.all([
    orNull(commerce.listOutbox()),
    orNull(commerce.listMarketingSubmissions()),
  ]);
  return (
    <section aria-labelledby="mailbox-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="mailbox-title" className="mb-2 font-serif text-4xl">
        Local mailbox
      </h1>
      <p className="mb-8 text-sm">
        Only in local and development mode: the e-mails the embedded commerce service sent (and
        handed to the mail service, when one is set), newest first. With Commerce7, Commerce7 sends
        them.
      </p>
      <section aria-labelledby="emails-title" className="mb-10">
        <h2 id="emails-title" className="mb-4 font-serif text-2xl">
          E-mails
        </h2>
        <Emails emails={emails} />
      </section>
      <section aria-labelledby="submissions-title">
        <h2 id="submissions-title" className="mb-4 font-serif text-2xl">
          Marketing sign-ups
        </h2>
        <Submissions submissions={submissions} />
      </section>
    </section>
  );
}
