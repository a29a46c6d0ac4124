// Sums the gzip size of the JavaScript a page loads (every <script src> of the server-rendered
// HTML). Usage: node scripts/bench-js.mjs http://127.0.0.1:3500/ http://127.0.0.1:3500/blog/x ...
import { gzipSync } from 'node:zlib';

for (const pageUrl of process.argv.slice(2)) {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))];
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
