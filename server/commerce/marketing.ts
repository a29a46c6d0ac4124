import 'server-only';

import * as v from 'valibot';

import type { Transport } from './session';
import { replyClass } from './errors';
import { requireBody } from './transport';

/** One marketing sign-up the embedded marketing service kept (newsletter, pop-up, SMS). */
const MarketingSubmissionSchema = v.object({
  id: v.string(),
  kind: v.string(),
  payload: v.record(v.string(), v.unknown()),
  createdAt: v.string(),
});
export type MarketingSubmission = v.InferOutput<typeof MarketingSubmissionSchema>;

/**
 * GET marketing/submission (embedded service only), newest first. A service without that
 * endpoint (404) simply has none.
 */
export async function listMarketingSubmissions(
  commerce: Transport,
): Promise<MarketingSubmission[]> {
  const schema = v.object({ submissions: v.array(MarketingSubmissionSchema) });
  try {
    return requireBody(await commerce.send({ method: 'GET', path: 'marketing/submission', schema }))
      .submissions;
  } catch (error) {
    if (replyClass(error) === 'not-found') return [];
    throw error;
  }
}
