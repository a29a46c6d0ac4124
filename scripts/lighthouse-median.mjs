/**
 * Lighthouse 13 (mobile, simulated throttling) on pages of one server, several runs each, and
 * the median run per page: for `npm run lighthouse` and `npm run bench`. Lighthouse is a
 * devDependency, run on this Node (24), and drives Debian's chromium (CHROME_PATH, default
 * /usr/bin/chromium).
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '../tests/support/chromium.mjs';

const LIGHTHOUSE_CLI = new URL('../node_modules/lighthouse/cli/index.js', import.meta.url).pathname;

const run = promisify(execFile);

/** The five main pages, measured by `npm run lighthouse` and `npm run bench`. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/collection/all',
  '/product/isosceles-2021',
  '/blog/harvest-report-2024',
  '/join',
];
const chrome = process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH;
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

/** One call of the DevTools protocol on the target at `socketUrl`. */
function devtools(socketUrl, method, params) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl);
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, params }));
    socket.onmessage = ({ data }) => {
      const reply = JSON.parse(String(data));
      if (reply.id !== 1) return;
      socket.close();
      if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
      else resolve(reply.result);
    };
    socket.onerror = () => reject(new Error(`${method}: no DevTools connection`));
  });
}

/**
 * The Lighthouse options that give it its browser. A first-time visitor: Lighthouse launches a
 * fresh Chromium itself. A returning one: we launch it the same way (chrome-launcher, the same
 * flags) with the age gate's cookie already in the browser, and Lighthouse connects to it (its
 * storage reset leaves cookies). A Cookie request header alone would not do: the gate's inline
 * script reads `document.cookie`, so the gate still opened.
 */
async function browserFor(url, returning) {
  if (!returning) {
    const options = [`--chrome-path=${chrome}`, `--chrome-flags=${chromeFlags.join(' ')}`];
    return { options, close: () => undefined };
  }
  const browser = await launch({ chromePath: chrome, chromeFlags });
  try {
    const version = await fetch(`http://127.0.0.1:${browser.port}/json/version`);
    const { webSocketDebuggerUrl } = await version.json();
    await devtools(webSocketDebuggerUrl, 'Storage.setCookies', {
      cookies: [{ name: 'ageGate', value: 'false', url: new URL(url).origin }],
    });
  } catch (error) {
    browser.kill();
    throw error;
  }
  return { options: [`--port=${browser.port}`], close: () => browser.kill() };
}

/** One Lighthouse run of one page: the report's scores, metrics and largest paint. */
async function lighthouse(url, file, returning) {
  const browser = await browserFor(url, returning);
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        '--quiet',
        ...browser.options,
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${file}`,
      ],
      { maxBuffer: 1 << 26 },
    );
  } finally {
    browser.close();
  }
  const { categories, audits } = JSON.parse(await readFile(file, 'utf8'));
  const score = (id) => Math.round(categories[id].score * 100);
  const metric = (id) => audits[id].numericValue;
  // Lighthouse 13 names the largest paint's element in the LCP breakdown insight (a list whose
  // node item is the element; 12 had an audit of its own).
  const lcpNode = audits['lcp-breakdown-insight']?.details?.items?.find(
    (item) => item.type === 'node',
  );
  // What the scripts cost the network: every script request's bytes on the wire (compressed).
  const scriptBytes = (audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    file,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    'FCP s': (metric('first-contentful-paint') / 1000).toFixed(2),
    'LCP s': (metric('largest-contentful-paint') / 1000).toFixed(2),
    'TBT ms': Math.round(metric('total-blocking-time')),
    // The first frame Chromium actually produced (not simulated). On a slow run it comes 1-2 s
    // after the document has loaded with the main thread idle (docs/speed.md, First paint), and
    // Lantern's LCP follows it: this column shows which runs' LCP a late first frame held.
    'frame s': ((audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? NaN) / 1000).toFixed(2),
    CLS: Number(metric('cumulative-layout-shift').toFixed(3)),
    'JS KB': Math.round(scriptBytes / 1024),
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

/**
 * `runs` Lighthouse runs of each target (`{ base, path, label }`; reports as JSON in `out`, file
 * names prefixed with the label), taken in turns (every target's first run, then every second
 * one...), so a machine that gets busier or quieter weighs on every page alike; answers the median
 * run per target (`medians`) and every run's figures (`allRuns`). `returning`: a visitor who has
 * confirmed the age gate (the ageGate cookie set in the browser before each run).
 */
export async function lighthouseMedians({ targets, runs, out, returning = false }) {
  await mkdir(out, { recursive: true });
  const results = targets.map(() => []);
  for (let index = 1; index <= runs; index++) {
    for (const [at, { base, path, label = '' }] of targets.entries()) {
      const name = `${label}${path.replace(/\W+/g, '_') || 'home'}-${index}.json`;
      results[at].push(await lighthouse(base + path, join(out, name), returning));
    }
  }
  const medians = [];
  const allRuns = [];
  for (const [at, { path, label = '' }] of targets.entries()) {
    const page = label ? `${label} ${path}` : path;
    allRuns.push({
      page,
      performance: results[at].map((result) => result.performance).join(' / '),
      'LCP s': results[at].map((result) => result['LCP s']).join(' / '),
      'TBT ms': results[at].map((result) => result['TBT ms']).join(' / '),
      'frame s': results[at].map((result) => result['frame s']).join(' / '),
    });
    const { file, lcpElement, ...figures } = median(results[at]);
    console.log(`${page}: largest paint ${lcpElement ?? 'n/a'} (${file})`);
    medians.push({ page: path, ...figures });
  }
  return { medians, allRuns };
}
