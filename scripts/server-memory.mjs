/**
 * What a site server gets at start that it cannot set for itself once running (issue 39: memory
 * flat within 10 % over a ten-minute soak). Used by every way this repository starts a server
 * (scripts/with-commerce.mjs for `next start` and the standalone start script, scripts/soak.mjs);
 * the Dockerfile sets the same. A value the caller gives wins.
 *
 * `MALLOC_ARENA_MAX=2`: glibc's malloc keeps an arena per thread that contends for one (up to 8
 * per core); Node's threads (libuv's pool, V8's GC and compiler helpers) fragmented them, and they
 * grew 57 -> 100 MB in four minutes of a soak without ever being returned. Throughput as without it.
 *
 * Not `--max-semi-space-size=16`: it held the young generation at 33 MB instead of up to 128, and
 * flattened the soak further, but cost the small, fast pages a tenth to a quarter of their
 * throughput against the bare page (more scavenges; docs/speed.md, Memory).
 */
export const SERVER_MALLOC_ARENA_MAX = '2';

/** `env` with the server's memory settings added where the caller set none. */
export function withServerMemory(env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? SERVER_MALLOC_ARENA_MAX };
}

/** Whether a with-commerce command starts a server: `next start`, or node running a start script. */
export function startsServer(command, args) {
  if (command === 'next') return args[0] === 'start';
  return command === 'node' && /(^|\/)start\.mjs$/.test(args[0] ?? '');
}
