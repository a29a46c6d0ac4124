/**
 * How far the JavaScript heap may grow past what is live before V8 collects it (issue 39). V8's
 * own rule on a machine with memory to spare lets the old generation reach up to four times the
 * live objects, plus the young generation's size, before a full collection: a soaked instance
 * (about 100 MB live) reached ~600 MB resident in ten minutes and was still climbing. With the
 * factor fixed at 1.3 (V8's own "conservative" factor) it held 380-425 MB from its first minute
 * to its tenth, and the bench's peak came to 1.06x the bare Next server's (1.54x before). Set at
 * start by instrumentation.ts (`v8.setFlagsFromString`): V8 reads the flag each time it sets the
 * next limit, so it needs no command-line option, for `next start` and the standalone server
 * alike.
 *
 * `HEAP_GROWING_PERCENT` (settings.heapGrowingPercent, default 30) sets it; `0` leaves V8's own rule.
 */

/** The V8 flag for a growth of `percent`, or undefined for V8's own rule. */
export const heapGrowingFlag = (percent: number): string | undefined =>
  percent === 0 ? undefined : `--heap-growing-percent=${percent}`;
