/**
 * The pure parts of `npm run bench`: how much text gives a bare page of a given size, which bare
 * page is a site page's twin, the goal each row is held to, the rows of the report (ratios to the
 * bare twin, and to and of the twin with Cache Components), and the
 * /proc figures the peak memory is read from. Unit tested beside (bench-figures.test.ts).
 */

/** A twin's HTML may differ from its site page by this share of bytes. */
export const SIZE_TOLERANCE = 0.03;

/** HTML bytes against text characters before any build is measured (Next 16.4: the text is in the
 * HTML and again in the page data; fitted on a build of five sizes, 26 Nov 2026). */
export const DEFAULT_FIT = { fixed: 4_800, perChar: 2.05 };

/**
 * Bytes = fixed + perChar x characters, fitted by least squares to measured bare pages; with one
 * point only the fixed part moves; with none, DEFAULT_FIT.
 */
export function fitBytes(points) {
  const distinct = new Set(points.map((point) => point.fillerChars));
  if (distinct.size < 2) {
    const [point] = points;
    if (!point) return DEFAULT_FIT;
    return {
      fixed: point.bytes - DEFAULT_FIT.perChar * point.fillerChars,
      perChar: DEFAULT_FIT.perChar,
    };
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const meanChars = mean(points.map((point) => point.fillerChars));
  const meanBytes = mean(points.map((point) => point.bytes));
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.fillerChars - meanChars) * (point.bytes - meanBytes);
    variance += (point.fillerChars - meanChars) ** 2;
  }
  const perChar = covariance / variance;
  return { fixed: meanBytes - perChar * meanChars, perChar };
}

/** Characters of text that make a bare page of `bytes` under `fit` (never negative). */
export function fillerFor(bytes, fit) {
  return Math.max(0, Math.round((bytes - fit.fixed) / fit.perChar));
}

export function sameSize(bytes, target, tolerance = SIZE_TOLERANCE) {
  return Math.abs(bytes - target) <= target * tolerance;
}

/**
 * For each target size, the built bare page ({ path, bytes }) closest to it, or undefined when
 * none is within the tolerance.
 */
export function twinsFor(targets, built, tolerance = SIZE_TOLERANCE) {
  return targets.map((target) => {
    const byDistance = built
      .filter((page) => sameSize(page.bytes, target, tolerance))
      .sort((a, b) => Math.abs(a.bytes - target) - Math.abs(b.bytes - target));
    return byDistance[0];
  });
}

/**
 * The visitors measured, their cookies, and the share of the bare page each is held to (an
 * anonymous visitor 90 %, a cartId cookie alone and a returning shopper 80 %). With a customer
 * token, a signed-in member too: their pages are personal and rendered per request
 * (`perRequest`: held against the bare page rendered per request), with no share set.
 */
export function visitorsFor(cartId, cartCount = 1, customerToken = undefined) {
  return [
    { name: 'anonymous', headers: {}, goal: 0.9 },
    { name: 'cartId only', headers: { cookie: `cartId=${cartId}` }, goal: 0.8 },
    {
      name: 'returning',
      headers: { cookie: `cartId=${cartId}; cartCount=${cartCount}; ageGate=false` },
      goal: 0.8,
    },
    ...(customerToken
      ? [
          {
            name: 'member',
            headers: { cookie: `customerToken=${customerToken}; signedIn=1; ageGate=false` },
            goal: undefined,
            perRequest: true,
          },
        ]
      : []),
  ];
}

/** The site's p99 may be at most this many times the bare page's. */
export const P99_GOAL = 1.25;

export const percent = (share) => `${(share * 100).toFixed(1)} %`;
const kilobytes = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Several rounds of one URL as one autocannon-like result: the mean requests/s, the median p99,
 * and every error. The bench alternates site and bare rounds, so a machine that slows down or
 * speeds up during the run weighs on both sides alike.
 */
export function combineRounds(results) {
  const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  return {
    requests: { average: sum((result) => result.requests.average) / results.length },
    latency: { p99: middle(results.map((result) => result.latency.p99)) },
    errors: sum((result) => result.errors),
    non2xx: sum((result) => result.non2xx),
  };
}

const rateOf = (side) => Math.round(side.result.requests.average);
const errorsOf = (side) => side.result.errors + side.result.non2xx;
const metOf = (goal, ratio) => (goal === undefined ? '-' : ratio >= goal ? 'yes' : 'no');

/** Requests/s of `side` over those of `twin` (0 when the twin served none). */
export const ratioOf = (side, twin) => (rateOf(twin) > 0 ? rateOf(side) / rateOf(twin) : 0);

/**
 * The columns of the twin with Cache Components on (`cc`): its requests/s, the site's ratio to it
 * (what the site costs beyond the framework) and its own ratio to the plain bare page (what Cache
 * Components cost a bare page: the framework's share).
 */
export function ccColumns({ site, bare, cc }) {
  return {
    'req/s bare CC': rateOf(cc),
    'ratio CC': percent(ratioOf(site, cc)),
    'bare CC/bare': percent(ratioOf(cc, bare)),
  };
}

/**
 * One line of the report: a site page and its bare twin for one visitor, from autocannon; with
 * `rendered` (the same twin served by a bare server that has rendered at runtime, like the site),
 * the ratio to it too; with `cc` (the twin built with Cache Components), ccColumns.
 */
export function reportRow({ visitor, page, site, bare, rendered, cc }) {
  const ratio = ratioOf(site, bare);
  const twins = [bare, ...(rendered ? [rendered] : []), ...(cc ? [cc] : [])];
  const names = `site/bare${rendered ? '/rendered' : ''}${cc ? '/CC' : ''}`;
  const errors = [site, ...twins].reduce((total, side) => total + errorsOf(side), 0);
  const p99 = [site, ...twins].map((side) => side.result.latency.p99);
  return {
    visitor: visitor.name,
    page: page.path,
    [`KB site/bare${cc ? '/CC' : ''}`]: [site, bare, ...(cc ? [cc] : [])]
      .map((side) => kilobytes(side.bytes))
      .join(' / '),
    'req/s site': rateOf(site),
    'req/s bare': rateOf(bare),
    ratio: percent(ratio),
    ...(rendered
      ? {
          'req/s bare rendered': rateOf(rendered),
          'ratio rendered': percent(ratioOf(site, rendered)),
        }
      : {}),
    ...(cc ? ccColumns({ site, bare, cc }) : {}),
    [`p99 ms ${names}`]: p99.join(' / '),
    goal: visitor.goal === undefined ? '-' : `>= ${percent(visitor.goal)}`,
    met: metOf(visitor.goal, ratio),
    [`p99 <= ${P99_GOAL}x`]: p99[0] <= P99_GOAL * p99[1] ? 'yes' : 'no',
    ...(rendered ? { 'met rendered': metOf(visitor.goal, ratioOf(site, rendered)) } : {}),
    ...(errors > 0 ? { errors } : {}),
  };
}

/** Resident memory in kB from the text of /proc/PID/status (0 for a process without one). */
export function residentKb(status) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/** The parent pid from the text of /proc/PID/stat (the name in parentheses may hold spaces). */
export function parentPid(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

/** User and system CPU ticks from the text of /proc/PID/stat (0 for an empty text). */
export function cpuTicks(stat) {
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** `root` and every process below it, given each process's parent. */
export function processTree(root, parentOf) {
  const tree = new Set([root]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, parent] of parentOf) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return [...tree];
}
