'use client';

import { useEffect, useState } from 'react';
import { cleanQuery, PREDICTIVE_MIN_LENGTH, type SearchAnswer } from '@/lib/catalog/search';

/** Waits for a pause in typing before asking, so each keystroke is not a request. */
const DEBOUNCE_MS = 180;

export interface PredictiveState {
  /** The answer to the query as it now stands, once it has come. */
  answer: SearchAnswer | null;
  failed: boolean;
}

interface Received {
  query: string;
  answer: SearchAnswer | null;
  failed: boolean;
}

/**
 * The predictive answer for what the visitor is typing: asked after a pause, and a newer query
 * cancels the request of an older one (AbortController), so a slow old answer never replaces a
 * newer one. An answer is shown only for the query it answers.
 */
export function usePredictiveSearch(input: string): PredictiveState {
  const query = cleanQuery(input);
  const [received, setReceived] = useState<Received | null>(null);

  useEffect(() => {
    if (query.length < PREDICTIVE_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search?${new URLSearchParams({ q: query })}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          const answer = (await response.json()) as SearchAnswer;
          setReceived({ query, answer, failed: false });
        })
        .catch(() => {
          if (!controller.signal.aborted) setReceived({ query, answer: null, failed: true });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  if (query.length < PREDICTIVE_MIN_LENGTH || received?.query !== query)
    return { answer: null, failed: false };
  return { answer: received.answer, failed: received.failed };
}
