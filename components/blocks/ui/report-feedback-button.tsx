'use client';

import { useState } from 'react';

/** Where the browser's error reports go: the server's settings, read per request. */
export interface FeedbackTarget {
  dsn: string;
  environment: string;
}

type SentryModule = typeof import('@sentry/nextjs');

/** The event the open feedback form is about; read by the processor registered once below. */
let associatedEventId: string | undefined;
let sentryReady: Promise<SentryModule> | undefined;

/**
 * Loads the Sentry browser SDK on first use only (a block failure the visitor wants to tell us
 * about), never with the page: every other visit ships none of it. Feedback sent from the form is
 * tied to the block failure's event.
 */
function loadSentry({ dsn, environment }: FeedbackTarget): Promise<SentryModule> {
  sentryReady ??= import('@sentry/nextjs').then((Sentry) => {
    if (!Sentry.isInitialized()) {
      Sentry.init({ dsn, environment, defaultIntegrations: false, tracesSampleRate: 0 });
    }
    Sentry.addEventProcessor((event) => {
      const feedback = event.type === 'feedback' ? event.contexts?.feedback : undefined;
      if (!feedback || !associatedEventId) return event;
      return {
        ...event,
        contexts: {
          ...event.contexts,
          feedback: { ...feedback, associated_event_id: associatedEventId },
        },
      };
    });
    return Sentry;
  });
  return sentryReady;
}

/**
 * 'Report feedback' of the block error fallback: opens Sentry's user feedback form about the
 * failure `eventId` names. Rendered only when the failure was reported and a browser DSN is set.
 */
export function ReportFeedbackButton({
  eventId,
  target,
}: {
  eventId: string;
  target: FeedbackTarget;
}) {
  const [problem, setProblem] = useState<string | undefined>();
  const [opening, setOpening] = useState(false);

  async function openForm() {
    setOpening(true);
    setProblem(undefined);
    try {
      const Sentry = await loadSentry(target);
      associatedEventId = eventId;
      const feedback =
        Sentry.getFeedback() ??
        Sentry.feedbackIntegration({
          autoInject: false,
          colorScheme: 'light',
          showBranding: false,
        });
      if (!Sentry.getFeedback()) Sentry.addIntegration(feedback);
      const form = await feedback.createForm({
        formTitle: 'Report feedback',
        messagePlaceholder: 'What were you doing when this part of the page failed?',
        tags: { blockFailure: eventId },
      });
      form.appendToDom();
      form.open();
    } catch {
      setProblem('The feedback form could not be opened. Please try again later.');
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={openForm}
        disabled={opening}
        className="rounded border border-ink px-4 py-2"
      >
        Report feedback
      </button>
      {problem ? (
        <span role="alert" className="basis-full text-wine">
          {problem}
        </span>
      ) : null}
    </>
  );
}
