/**
 * What a site server gets at start that it cannot set for itself once running (so memory stays
 * flat within 10 % over a ten-minute soak). Used by every way this repository starts a server
 * (scripts/with-commerce.mjs for `next start` and the standalone start script, scripts/soak.mjs);
 * the Dockerfile sets the same three. A value the caller gives wins.
 *
 * - `MALLOC_ARENA_MAX=2`: glibc's malloc keeps an arena per thread that contends for one (up to 8
 *   per core); Node's threads (libuv's pool, V8's GC and compiler helpers) fragmented them, and
 *   they grew 57 -> 100 MB in four minutes of a soak without ever being returned.
 * - `--max-semi-space-size=32` (in NODE_OPTIONS): V8 on Node 24 sizes the young generation by the
 *   machine's memory, up to two halves of 64 MB, and grew it through the soak's first minutes.
 *   At 32 a soak stayed within 5.9 % and 7.3 % after its first minute (8 % and 10.2 % with V8's
 *   own size). Not 16: that cost the small, fast pages a tenth to a quarter of their throughput
 *   against the bare page (more scavenges; docs/speed.md, Memory).
 * - `--min-semi-space-size=32` (on node's command line: NODE_OPTIONS refuses it): the young
 *   generation at that size from the start. V8 otherwise starts it at 1 MB and sizes it by how
 *   fast the server allocates, and a soak's instance that warmed slowly was still growing it after
 *   the first minute: 7.4 % and 11.1 % after the first minute without it, 3.5 % and 7.5 % with it
 *   (the same build, the same hour; peak 362 and 360 MB).
 */
export const SERVER_MALLOC_ARENA_MAX = '2';
export const SERVER_SEMI_SPACE_MB = 32;
/** The node options a server gets on its command line (see above). */
const SERVER_NODE_FLAGS = [`--min-semi-space-size=${SERVER_SEMI_SPACE_MB}`];

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

/**
 * `node`'s arguments to run a server script (`.next/standalone/start.mjs`, Next's `next` script
 * with `start`): the server's node options first, unless the caller gave the same option itself.
 */
export function serverNodeArgs(args) {
  const given = (flag) => args.some((arg) => arg.split('=')[0] === flag.split('=')[0]);
  return [...SERVER_NODE_FLAGS.filter((flag) => !given(flag)), ...args];
}

/** Whether a with-commerce command starts a server: `next start`, or node running a start script. */
export function startsServer(command, args) {
  if (command === 'next') return args[0] === 'start';
  return command === 'node' && /(^|\/)start\.mjs$/.test(args[0] ?? '');
}
