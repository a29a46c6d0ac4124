#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 12.8 (mobile, simulated throttling) on the pages issue 15
 * names, several runs each, and the median run per page. A benchmark, not a test: it asserts
 * nothing. Lighthouse's simulation replays the unthrottled load it observed, so one run on a busy
 * machine can be far off; read the medians, on a quiet machine.
 *
 * Starts the production build (`npm run build` first) or uses a running server given as
 * LIGHTHOUSE_URL. Lighthouse itself comes through `npx` (12.8 is the last line for Node 20), and
 * drives Debian's chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 *   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_PAGES="/ /join" LIGHTHOUSE_OUT=/tmp/lh npm run lighthouse
 *
 * Lighthouse is a first-time visitor, whose first screen is the age gate. LIGHTHOUSE_VISITOR=
 * returning measures a visitor who has confirmed it (the ageGate cookie on every request).
 */
import EMBEDDED_COMMERCE from '../lib/embedded-commerce.json' with { type: 'json' };
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveBuild } from './serve-build.mjs';

const run = promisify(execFile);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = process.env.LIGHTHOUSE_PORT ?? process.env.PORT ?? '3000';
const commercePort = process.env.LOCAL_COMMERCE_PORT ?? String(EMBEDDED_COMMERCE.port);
const base = (process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const out = process.env.LIGHTHOUSE_OUT ?? join(tmpdir(), 'winery-lighthouse');
const pages = (
  process.env.LIGHTHOUSE_PAGES ??
  '/ /collection/all /product/isosceles-2021 /blog/harvest-report-2024 /join'
).split(/\s+/);
const returning = process.env.LIGHTHOUSE_VISITOR === 'returning';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

/** One Lighthouse run of one page: the report's scores, metrics and largest paint. */
async function lighthouse(path, index) {
  const file = join(out, `${path.replace(/\W+/g, '_') || 'home'}-${index}.json`);
  await run(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.0',
      base + path,
      '--quiet',
      `--chrome-path=${chrome}`,
      `--chrome-flags=${chromeFlags}`,
      '--form-factor=mobile',
      '--output=json',
      `--output-path=${file}`,
      ...(returning ? [`--extra-headers=${JSON.stringify({ Cookie: 'ageGate=false' })}`] : []),
    ],
    { maxBuffer: 1 << 26 },
  );
  const { categories, audits } = JSON.parse(await readFile(file, 'utf8'));
  const score = (id) => Math.round(categories[id].score * 100);
  const metric = (id) => audits[id].numericValue;
  const lcpNode = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    file,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP s': (metric('first-contentful-paint') / 1000).toFixed(2),
    'LCP s': (metric('largest-contentful-paint') / 1000).toFixed(2),
    'TBT ms': Math.round(metric('total-blocking-time')),
    CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    lcpElement: lcpNode?.snippet?.slice(0, 110),
  };
}

/** The run in the middle by performance score (ties: by LCP). */
function median(results) {
  const sorted = [...results].sort(
    (a, b) => a.performance - b.performance || Number(b['LCP s']) - Number(a['LCP s']),
  );
  return sorted[Math.floor(sorted.length / 2)];
}

let server;
try {
  await mkdir(out, { recursive: true });
  if (!process.env.LIGHTHOUSE_URL) server = await serveBuild({ base, port, commercePort });
  console.log(
    `Lighthouse 12.8, mobile, ${returning ? 'returning' : 'first-time'} visitor, ${runs} run(s) per page against ${base}; reports in ${out}`,
  );
  const rows = [];
  const allRuns = [];
  for (const path of pages) {
    const results = [];
    for (let index = 1; index <= runs; index++) results.push(await lighthouse(path, index));
    const middle = median(results);
    allRuns.push({
      page: path,
      performance: results.map((result) => result.performance).join(' / '),
      'LCP s': results.map((result) => result['LCP s']).join(' / '),
      'TBT ms': results.map((result) => result['TBT ms']).join(' / '),
    });
    rows.push({ page: path, ...middle, file: undefined, lcpElement: undefined });
    console.log(`${path}: largest paint ${middle.lcpElement ?? 'n/a'} (${middle.file})`);
  }
  console.log('\nMedian run per page');
  console.table(rows.map(({ file: _file, lcpElement: _element, ...row }) => row));
  console.log('\nEvery run');
  console.table(allRuns);
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
