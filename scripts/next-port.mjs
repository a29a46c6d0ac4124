/**
 * The port a `next start` / `next dev` command line asks for (`-p 3260`, `--port 3260`,
 * `--port=3260`), or undefined. scripts/with-commerce.mjs writes it into PORT before anything
 * starts, so the site's settings and the embedded commerce service (which builds the links in its
 * e-mails from PORT when WEB_URL is unset, lib/settings/defaults.ts) agree with where Next listens.
 */
export function portFromNextArgs(command, args) {
  if (command !== 'next') return undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const inline = /^(?:-p|--port)=(\d+)$/.exec(arg);
    if (inline) return inline[1];
    if ((arg === '-p' || arg === '--port') && /^\d+$/.test(args[i + 1] ?? '')) return args[i + 1];
  }
  return undefined;
}
