import 'server-only';

/** One HTTP attempt of a commerce call, bounded by its timeout, and the wait between attempts. */
import { unstable_rethrow } from 'next/navigation';

import type { AttemptOutcome } from './retry-policy';

export type AttemptResult =
  Exclude<AttemptOutcome, { kind: 'reply' }> | { kind: 'reply'; status: number; text: string };

export async function attemptOnce(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<AttemptResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Raced as well as aborted: a fetch that ignores its signal still cannot hold the call past the timeout.
  const timedOut = new Promise<AttemptResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ kind: 'timeout' });
    }, timeoutMs);
  });
  const exchange = (async (): Promise<AttemptResult> => {
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      // The body is read inside the attempt so a stalled body counts against the timeout too.
      return { kind: 'reply', status: response.status, text: await response.text() };
    } catch (error) {
      // Next aborts I/O of a finished prerender with its own error: pass it on untouched, it is
      // neither a failure to retry nor one to report.
      unstable_rethrow(error);
      return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network-error', error };
    }
  })();
  try {
    return await Promise.race([exchange, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export function sleep(ms: number): Promise<void> {
  return ms <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, ms));
}
