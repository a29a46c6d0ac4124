import Link from 'next/link';
import { BLOCK_ERROR_TEXT } from '@/lib/constants';
import { type FeedbackTarget, ReportFeedbackButton } from './report-feedback-button';

/**
 * What a failed block shows instead of taking the page down: reload, home, and
 * 'Report feedback' when the failure was reported (`eventId`) and the browser may send feedback
 * (`feedback`: the Sentry DSN of these settings). Details only outside production.
 */
export function BlockError({
  path,
  eventId,
  feedback,
  details,
}: {
  path: string;
  eventId?: string;
  feedback?: FeedbackTarget;
  details?: string;
}) {
  return (
    <div
      role="alert"
      className="mx-auto my-6 max-w-3xl rounded border border-wine/40 bg-off-white p-6 text-center"
      data-testid="block-error"
      data-event-id={eventId}
    >
      <p className="font-serif text-xl">{BLOCK_ERROR_TEXT}</p>
      <p className="mt-4 flex flex-wrap justify-center gap-3 text-sm font-semibold">
        <a href={path} className="rounded bg-wine px-4 py-2 text-white">
          Reload this page
        </a>
        <Link href="/" className="rounded border border-ink px-4 py-2">
          Go to Home Page
        </Link>
        {eventId && feedback ? <ReportFeedbackButton eventId={eventId} target={feedback} /> : null}
      </p>
      {details ? (
        <pre className="mt-4 overflow-x-auto text-left text-xs whitespace-pre-wrap text-neutral-600">
          {details}
        </pre>
      ) : null}
    </div>
  );
}
