#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 13 (mobile, simulated throttling) on the five main pages,
 * several runs each, and the median run per page (lighthouse-median.mjs). A benchmark, not
 * a test: it asserts nothing. Lighthouse's simulation replays the unthrottled load it observed, so
 * one run on a busy machine can be far off; read the medians, on a quiet machine.
 *
 * Starts the production build (`npm run build` first) or uses a running server given as
 * LIGHTHOUSE_URL. Lighthouse itself comes through `npx` and drives Debian's chromium (CHROME_PATH,
 * default /usr/bin/chromium).
 *
 *   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_PAGES="/ /join" LIGHTHOUSE_OUT=/tmp/lh npm run lighthouse
 *
 * Lighthouse is a first-time visitor, whose first screen is the age gate. LIGHTHOUSE_VISITOR=
 * returning measures a visitor who has confirmed it (the ageGate cookie in the browser before the page loads).
 */
import './node-version.mjs';
import EMBEDDED_COMMERCE from '../lib/settings/embedded-commerce.json' with { type: 'json' };
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIGHTHOUSE_PAGES, lighthouseMedians } from './lighthouse-median.mjs';
import { serveBuild } from './serve-build.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = process.env.LIGHTHOUSE_PORT ?? process.env.PORT ?? '3000';
const commercePort = process.env.LOCAL_COMMERCE_PORT ?? String(EMBEDDED_COMMERCE.port);
const base = (process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const out = process.env.LIGHTHOUSE_OUT ?? join(tmpdir(), 'winery-lighthouse');
const paths = process.env.LIGHTHOUSE_PAGES?.split(/\s+/) ?? LIGHTHOUSE_PAGES;
const returning = process.env.LIGHTHOUSE_VISITOR === 'returning';

let server;
try {
  if (!process.env.LIGHTHOUSE_URL) server = await serveBuild({ base, port, commercePort });
  console.log(
    `Lighthouse 13, mobile, ${returning ? 'returning' : 'first-time'} visitor, ${runs} run(s) per page against ${base}; reports in ${out}`,
  );
  const targets = paths.map((path) => ({ base, path }));
  const { medians, allRuns } = await lighthouseMedians({ targets, runs, out, returning });
  console.log('\nMedian run per page');
  console.table(medians);
  console.log('\nEvery run');
  console.table(allRuns);
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
