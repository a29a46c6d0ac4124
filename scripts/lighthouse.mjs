#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse 13 (mobile, simulated throttling) on the five main pages and on
 * the bare Next page of each one's size, several runs each, and the median run per page
 * (lighthouse-median.mjs). A benchmark, not a test: it asserts nothing. Lighthouse's simulation
 * replays the unthrottled load it observed, so one run on a busy machine can be far off; read the
 * medians, on a quiet machine, and the site against the bare page measured in the same run.
 *
 * Starts the production build (`npm run build` first) or uses a running server given as
 * LIGHTHOUSE_URL; beside it the bench's bare twin (bench-bare.mjs: a prerendered page of each
 * page's size, built when out of date) on LIGHTHOUSE_BARE_PORT (default the port after the
 * site's; LIGHTHOUSE_BARE=0 leaves it out). Each page and its twin take their turn in every round.
 * Lighthouse is the project's devDependency and drives Debian's chromium (CHROME_PATH, default
 * /usr/bin/chromium).
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
import { serveBareTwins } from './bench-bare.mjs';
import { LIGHTHOUSE_PAGES, lighthouseMedians } from './lighthouse-median.mjs';
import { serveBuild } from './serve-build.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = process.env.LIGHTHOUSE_PORT ?? process.env.PORT ?? '3000';
const barePort = process.env.LIGHTHOUSE_BARE_PORT ?? String(Number(port) + 1);
const withBare = process.env.LIGHTHOUSE_BARE !== '0';
const commercePort = process.env.LOCAL_COMMERCE_PORT ?? String(EMBEDDED_COMMERCE.port);
const base = (process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
const out = process.env.LIGHTHOUSE_OUT ?? join(tmpdir(), 'winery-lighthouse');
const paths = process.env.LIGHTHOUSE_PAGES?.split(/\s+/).filter(Boolean) ?? LIGHTHOUSE_PAGES;
const returning = process.env.LIGHTHOUSE_VISITOR === 'returning';

/** The goal: performance at least the bare page's, total blocking time within 100 ms of it. */
const TBT_ALLOWANCE_MS = 100;

async function htmlBytes(url) {
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return (await reply.arrayBuffer()).byteLength;
}

/** Every page beside its twin (`medians` alternate: a page's median run, then its twin's). */
function sideBySide(medians) {
  const rows = [];
  for (let at = 0; at < medians.length; at += 2) {
    const [site, bare] = [medians[at], medians[at + 1]];
    const tbtOver = site['TBT ms'] - bare['TBT ms'];
    rows.push({
      page: site.page,
      twin: bare.page,
      'performance site / bare': `${site.performance} / ${bare.performance}`,
      'TBT ms site / bare': `${site['TBT ms']} / ${bare['TBT ms']}`,
      'TBT over bare ms': tbtOver,
      'JS KB site / bare': `${site['JS KB']} / ${bare['JS KB']}`,
      'LCP s site / bare': `${site['LCP s']} / ${bare['LCP s']}`,
      'goal met':
        site.performance >= bare.performance && tbtOver <= TBT_ALLOWANCE_MS ? 'yes' : 'no',
    });
  }
  return rows;
}

const servers = [];
try {
  if (!process.env.LIGHTHOUSE_URL) servers.push(await serveBuild({ base, port, commercePort }));
  const targets = paths.map((path) => ({ base, path, label: 'site' }));
  if (withBare) {
    const sizes = [];
    for (const path of paths) sizes.push(await htmlBytes(base + path));
    const bare = await serveBareTwins(sizes, { port: barePort });
    servers.push(bare.server);
    const twins = bare.twins.map(({ path }) => ({ base: bare.base, path, label: 'bare' }));
    targets.splice(0, targets.length, ...targets.flatMap((target, at) => [target, twins[at]]));
  }
  console.log(
    `Lighthouse 13, mobile, ${returning ? 'returning' : 'first-time'} visitor, ${runs} run(s) per page against ${base}${withBare ? ' and its bare twins' : ''}; reports in ${out}`,
  );
  const { medians, allRuns } = await lighthouseMedians({ targets, runs, out, returning });
  console.log('\nMedian run per page');
  console.table(medians);
  console.log('\nEvery run');
  console.table(allRuns);
  if (withBare) {
    console.log(
      `\nEach page against the bare page of its size (goal: performance at least the bare page's, TBT within ${TBT_ALLOWANCE_MS} ms of it)`,
    );
    console.table(sideBySide(medians));
  }
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (const server of servers.reverse()) await server.stop();
}
