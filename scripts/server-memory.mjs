/**
 * What a site server gets at start that it cannot set for itself once running (issue 39: memory
 * flat within 10 % over a ten-minute soak). Used by every way this repository starts a server
 * (scripts/with-commerce.mjs for `next start` and the standalone start script, scripts/soak.mjs);
 * the Dockerfile sets the same two. A value the caller gives wins.
 *
 * - `MALLOC_ARENA_MAX=2`: glibc's malloc keeps an arena per thread that contends for one (up to 8
 *   per core); Node's threads (libuv's pool, V8's GC and compiler helpers) fragmented them, and
 *   they grew 57 -> 100 MB in four minutes of a soak without ever being returned.
 * - `--max-semi-space-size=32` (in NODE_OPTIONS): V8 on Node 24 sizes the young generation by the
 *   machine's memory, up to two halves of 64 MB, and grew it through the soak's first minutes.
 *   At 32 a soak stayed within 5.9 % and 7.3 % after its first minute (8 % and 10.2 % with V8's
 *   own size). Not 16: that cost the small, fast pages a tenth to a quarter of their throughput
 *   against the bare page (more scavenges; docs/speed.md, Memory).
 */
export const SERVER_MALLOC_ARENA_MAX = '2';
export const SERVER_SEMI_SPACE_MB = 32;

/** `env` with the server's memory settings added where the caller set none. */
export function withServerMemory(env) {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return {
    ...env,
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? SERVER_MALLOC_ARENA_MAX,
    NODE_OPTIONS: /--max-semi-space-size\b/.test(nodeOptions)
      ? nodeOptions
      : `${nodeOptions} --max-semi-space-size=${SERVER_SEMI_SPACE_MB}`.trim(),
  };
}

/** Whether a with-commerce command starts a server: `next start`, or node running a start script. */
export function startsServer(command, args) {
  if (command === 'next') return args[0] === 'start';
  return command === 'node' && /(^|\/)start\.mjs$/.test(args[0] ?? '');
}
