/**
 * The request header in which proxy.ts hands the tracking facts of a request to the layout's
 * tracking hole, and its parser (a header is outside input: a client could send it too, and the
 * worst it can do is switch tracking off for itself).
 */
import * as v from 'valibot';
import type { TrackingRequest } from './tag-manager';

export const TRACKING_REQUEST_HEADER = 'x-shell-tracking';

const TrackingRequestSchema = v.object({
  pathname: v.pipe(v.string(), v.startsWith('/'), v.maxLength(2048)),
  gtmDisabledByQuery: v.boolean(),
  isPreview: v.boolean(),
  gtmDisabledByCookie: v.boolean(),
});

/** The parsed facts, or undefined when the header is missing or malformed (then nothing loads). */
export function parseTrackingRequest(header: string | null): TrackingRequest | undefined {
  if (!header) return undefined;
  try {
    const parsed = v.safeParse(TrackingRequestSchema, JSON.parse(header));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
