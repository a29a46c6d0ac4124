#!/usr/bin/env node
/**
 * `npm run bench:first-tap`: how long the main controls are on screen before a tap on them acts, on
 * an emulated mid-range phone (first-tap.mjs): the header's phone menu, search toggle and cart
 * button on every page, Add To Cart in a product's purchase panel and on a collection's first card.
 * A benchmark, not a test: it asserts nothing. Absolute times on a shared machine are noise; the
 * taps needed and the dead time against React's arrival are the figure.
 *
 * Starts the production build (`npm run build` first) on BENCH_PORT or uses running servers given
 * as BENCH_URL (space-separated: two builds, say before and after a change, measured in turns).
 * FIRST_TAP_RUNS loads per control, page and server (default 5), FIRST_TAP_PAGES (paths,
 * space-separated; default the home page, a product and the collection of all wines).
 *
 *   FIRST_TAP_RUNS=3 BENCH_URL="http://127.0.0.1:3600 http://127.0.0.1:3601" npm run bench:first-tap
 */
import './node-version.mjs';
import EMBEDDED_COMMERCE from '../lib/settings/embedded-commerce.json' with { type: 'json' };
import { FIRST_TAP_CONTROLS, launchPhoneBrowser, measureFirstTap } from './first-tap.mjs';
import { serveBuild } from './serve-build.mjs';

const runs = Number(process.env.FIRST_TAP_RUNS ?? 5);
const paths = process.env.FIRST_TAP_PAGES?.split(/\s+/) ?? [
  '/',
  '/product/isosceles-2021',
  '/collection/all',
];
const port = process.env.BENCH_PORT ?? process.env.PORT ?? '3000';
const commercePort = process.env.LOCAL_COMMERCE_PORT ?? String(EMBEDDED_COMMERCE.port);
const bases = (process.env.BENCH_URL ?? `http://127.0.0.1:${port}`)
  .split(/\s+/)
  .filter(Boolean)
  .map((url) => url.replace(/\/+$/, ''));

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};
const range = (values) => {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length === 0 ? '' : `${Math.min(...numbers)}-${Math.max(...numbers)}`;
};

/** Per control and page: the medians, the spread of the dead time, and what the taps did. */
function summary(rows) {
  const groups = Map.groupBy(rows, (row) => `${row.control} on ${row.path} (${row.base})`);
  return [...groups].map(([name, group]) => {
    const ok = group.filter((row) => !row.error);
    return {
      'control on page': name,
      loads: group.length,
      'dead ms (median)': median(ok.map((row) => row.deadMs)),
      'dead ms (range)': range(ok.map((row) => row.deadMs)),
      'first tap acted': `${ok.filter((row) => row.taps === 1).length}/${group.length}`,
      'acted before React': `${ok.filter((row) => row.beforeReact).length}/${group.length}`,
      'shown ms': median(ok.map((row) => row.shownMs)),
      'React reached ms after shown': median(ok.map((row) => row.reactReachedMs)),
      'response ms': median(ok.map((row) => row.responseMs)),
      did: [...new Set(ok.map((row) => row.how))].join(', '),
    };
  });
}

let server;
let browser;
try {
  if (!process.env.BENCH_URL) server = await serveBuild({ base: bases[0], port, commercePort });
  browser = await launchPhoneBrowser();
  console.log(
    `First tap on an emulated phone (CPU 4x, 150 ms, 1.6 Mbit/s), ${runs} load(s) per control, page and server: ${bases.join(', ')}`,
  );
  const rows = [];
  // In turns (every control's first load, then every second one...), so a machine that gets
  // busier weighs on all alike.
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      for (const control of FIRST_TAP_CONTROLS.filter(({ on }) => on(path))) {
        for (const base of bases) {
          rows.push({ base, ...(await measureFirstTap(browser, base, path, control.name)) });
        }
      }
    }
  }
  console.log('\nEvery load');
  console.table(rows);
  console.log('\nPer control and page');
  console.table(summary(rows));
} catch (error) {
  console.error(`bench-first-tap: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
}
