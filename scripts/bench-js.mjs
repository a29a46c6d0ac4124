// Sums the gzip size of the JavaScript a page loads (every <script src> of the server-rendered
// HTML, and the scripts it preloads). Usage: node scripts/bench-js.mjs http://127.0.0.1:3500/ http://127.0.0.1:3500/blog/x ...
import { gzipSync } from 'node:zlib';

for (const pageUrl of process.argv.slice(2)) {
  const html = await (await fetch(pageUrl)).text();
  // Every script and script preload, except the `nomodule` polyfills modern browsers never fetch.
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const sources = [
    ...new Set(
      tags
        .filter((tag) => !/nomodule/i.test(tag))
        .filter((tag) => tag.startsWith('<script') || /as="script"/.test(tag))
        .map((tag) => /(?:src|href)="([^"]+\.js[^"]*)"/.exec(tag)?.[1])
        .filter(Boolean),
    ),
  ];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = Buffer.from(
      await (await fetch(new URL(src.replaceAll('&amp;', '&'), pageUrl))).arrayBuffer(),
    );
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  console.log(
    `${pageUrl}  ${sources.length} scripts  ${(raw / 1024).toFixed(1)} KB raw  ${(gzip / 1024).toFixed(1)} KB gzip`,
  );
}
