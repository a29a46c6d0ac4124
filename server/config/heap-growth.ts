/**
 * How far the JavaScript heap may grow past what is live before V8 collects it. V8's
 * own rule on a machine with memory to spare lets the old generation reach up to four times the
 * live objects, plus the young generation's size, before a full collection: a soaked instance
 * (about 100 MB live) reached ~600 MB resident in ten minutes and was still climbing. At 1.6 a
 * ten-minute soak held 394-457 MB after its first minute, and a cached page's CPU per request is
 * V8's default's; at 1.3 (V8's own "conservative" factor) it held 381-426 MB, but a filtered
 * view took 12-20 % more CPU per request (more full collections). Set at start by
 * instrumentation.ts (`v8.setFlagsFromString`): V8 reads the flag each time it sets the next
 * limit, so it needs no command-line option, for `next start` and the standalone server alike.
 * `node:v8` is imported here, not in instrumentation.ts: Next also compiles that file for the edge
 * runtime, and a Node module named there fills every build's log with an error-looking warning.
 *
 * `HEAP_GROWING_PERCENT` (settings.heapGrowingPercent, default 60) sets it; `0` leaves V8's own rule.
 */

import { setFlagsFromString } from 'node:v8';

/** The V8 flag for a growth of `percent`, or undefined for V8's own rule. */
export const heapGrowingFlag = (percent: number): string | undefined =>
  percent === 0 ? undefined : `--heap-growing-percent=${percent}`;

/** Sets the growth of `percent` in this process (V8's own rule at 0). */
export function applyHeapGrowth(percent: number): void {
  const flag = heapGrowingFlag(percent);
  if (flag) setFlagsFromString(flag);
}
