/**
 * Repeats of one failure share one report. A block that keeps failing on a busy page would
 * otherwise send an event per visitor; within the window every repeat gets the first report's
 * event id instead, so 'Report feedback' still ties each visitor's words to a real event.
 */
const REPEAT_WINDOW_MS = 60_000;
const MAX_KEYS = 500;

export function createRepeatReports(windowMs = REPEAT_WINDOW_MS) {
  const recent = new Map<string, { eventId: string | undefined; at: number }>();
  return function reportOnce(
    key: string,
    report: () => string | undefined,
    now = Date.now(),
  ): string | undefined {
    const seen = recent.get(key);
    if (seen && now - seen.at < windowMs) return seen.eventId;
    // Oldest first in a Map: drop it when full (random failure texts must not grow memory).
    if (!seen && recent.size >= MAX_KEYS) recent.delete(recent.keys().next().value as string);
    const eventId = report();
    recent.delete(key);
    recent.set(key, { eventId, at: now });
    return eventId;
  };
}
