/**
 * The local mailbox's page as HTML (a page component could only decide "not this
 * machine" after its shell had gone out with status 200 and the title "Local mailbox"; a route
 * handler answers a real 404 first). Every value from the outbox is HTML-escaped; each e-mail's
 * HTML version is shown in an iframe with an empty `sandbox` (no scripts, no forms, no
 * navigation, an origin of its own), so nothing an e-mail holds can act on this page. Pure. Below:
 * which environments have the mailbox, and the escaping the e-mails share.
 */

export interface MailboxEmail {
  id: string;
  to: string;
  subject: string;
  /** The plain-text version. */
  body: string;
  /** The HTML version (null only for e-mails kept before HTML versions existed). */
  html: string | null;
  /** The one link the e-mail asks the reader to follow (reset or sign-in), when it has one. */
  link: string | null;
  createdAt: string;
}

export interface MailboxSubmission {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${timeFormat.format(date)} UTC`;
};

/** Only a web link is followed; anything else is left out. */
function webLink(href: string): string | undefined {
  const url = URL.parse(href);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : undefined;
}

function emailHtml(email: MailboxEmail): string {
  const link = email.link ? webLink(email.link) : undefined;
  const label = email.subject === 'Reset your password' ? 'Choose a new password' : 'Sign in';
  return `<article aria-label="${escapeHtml(`${email.subject} to ${email.to}`)}">
<h3>${escapeHtml(email.subject)}</h3>
<p class="meta">To ${escapeHtml(email.to)} · ${escapeHtml(when(email.createdAt))}</p>
<pre>${escapeHtml(email.body)}</pre>${
    link ? `\n<p><a href="${escapeHtml(link)}">${label}</a></p>` : ''
  }${
    email.html
      ? `\n<details><summary>HTML version</summary><iframe title="${escapeHtml(
          `HTML version of ${email.subject}`,
        )}" srcdoc="${escapeHtml(email.html)}" sandbox="" width="100%" height="512"></iframe></details>`
      : ''
  }
</article>`;
}

function list<T>(items: T[] | null, failed: string, empty: string, item: (value: T) => string) {
  if (items === null) return `<p role="alert">${failed}</p>`;
  if (items.length === 0) return `<p>${empty}</p>`;
  return `<ol>\n${items.map((value) => `<li>${item(value)}</li>`).join('\n')}\n</ol>`;
}

/** The whole page: e-mails newest first, then the marketing sign-ups (null: could not be read). */
export function mailboxHtml(
  emails: MailboxEmail[] | null,
  submissions: MailboxSubmission[] | null,
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Local mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:2rem 1rem;color:#2b1d1d}
ol{list-style:none;padding:0}li{margin:0 0 1rem}
article,li>div{border:1px solid #ccc;border-radius:4px;padding:1rem}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit}
.meta{font-size:.875rem;color:#555;word-break:break-all}
iframe{border:1px solid #ccc;background:#fff;max-width:100%}
a{font-weight:600;word-break:break-all}
</style>
</head>
<body>
<main>
<h1 id="mailbox-title">Local mailbox</h1>
<p>Only in local and development mode: the e-mails the embedded commerce service sent (and handed to the mail service, when one is set), newest first. With Commerce7, Commerce7 sends them.</p>
<section aria-labelledby="emails-title">
<h2 id="emails-title">E-mails</h2>
${list(emails, 'The outbox could not be read.', 'No e-mails yet.', emailHtml)}
</section>
<section aria-labelledby="submissions-title">
<h2 id="submissions-title">Marketing sign-ups</h2>
${list(
  submissions,
  'The marketing sign-ups could not be read.',
  'No sign-ups yet.',
  (submission) =>
    `<div><p><strong>${escapeHtml(submission.kind)}</strong> <span class="meta">${escapeHtml(
      when(submission.createdAt),
    )}</span></p><pre>${escapeHtml(JSON.stringify(submission.payload, null, 2))}</pre></div>`,
)}
</section>
</main>
</body>
</html>
`;
}

/** The local-only pages (the mailbox) exist only in these environments; elsewhere a real 404. */
const LOCAL_ONLY_ENVS = ['local', 'development'] as const;

export function isLocalOnlyEnv(appEnv: string): boolean {
  return (LOCAL_ONLY_ENVS as readonly string[]).includes(appEnv);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML text and quoted attributes (the e-mails, the local mailbox). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
