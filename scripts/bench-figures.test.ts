import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIT,
  fillerFor,
  fitBytes,
  parentPid,
  percent,
  processTree,
  combineRounds,
  ccColumns,
  ratioOf,
  cpuTicks,
  reportRow,
  residentKb,
  sameSize,
  twinsFor,
  visitorsFor,
} from './bench-figures.mjs';

describe('fitting a bare page’s bytes to its text (a bare page of the same size)', () => {
  it('uses the default fit before any build was measured', () => {
    expect(fitBytes([])).toEqual(DEFAULT_FIT);
  });

  it('moves only the fixed part when one page was measured', () => {
    const fit = fitBytes([{ fillerChars: 10_000, bytes: 30_000 }]);
    expect(fit.perChar).toBe(DEFAULT_FIT.perChar);
    expect(fit.fixed + fit.perChar * 10_000).toBeCloseTo(30_000);
  });

  it('fits the line through several pages, so the next build hits the sizes', () => {
    const line = (chars: number) => 4_760 + 2.05 * chars;
    const points = [27_053, 32_099, 51_621, 61_621].map((fillerChars) => ({
      fillerChars,
      bytes: line(fillerChars),
    }));
    const fit = fitBytes(points);
    expect(fit.fixed).toBeCloseTo(4_760);
    expect(fit.perChar).toBeCloseTo(2.05);
    expect(line(fillerFor(110_622, fit))).toBeCloseTo(110_622, -1);
  });

  it.each([
    [110_622, { fixed: 4_800, perChar: 2 }, 52_911],
    [4_000, { fixed: 4_800, perChar: 2 }, 0],
  ])('%i bytes on %j take %i characters', (bytes, fit, chars) => {
    expect(fillerFor(bytes, fit)).toBe(chars);
  });
});

describe('a site page’s bare twin', () => {
  const built = [
    { path: '/60250', bytes: 60_230 },
    { path: '/110622', bytes: 110_651 },
    { path: '/125600', bytes: 125_621 },
  ];

  it.each([
    [103_000, 100_000, true],
    [97_000, 100_000, true],
    [103_100, 100_000, false],
    [96_900, 100_000, false],
  ])('a page of %i bytes for a target of %i: same size %s (within 3 %)', (bytes, target, same) => {
    expect(sameSize(bytes, target)).toBe(same);
  });

  it('is the nearest built page within the tolerance, or none', () => {
    expect(twinsFor([110_000, 124_000, 60_250, 90_000], built)).toEqual([
      built[1],
      built[2],
      built[0],
      undefined,
    ]);
  });

  it('is the nearest page whatever its distance when the tolerance is lifted', () => {
    expect(twinsFor([90_000], built, Infinity)).toEqual([built[1]]);
  });
});

describe('the report', () => {
  const measured = (bytes: number, rate: number, p99: number, non2xx = 0) => ({
    bytes,
    result: { requests: { average: rate }, latency: { p99 }, errors: 0, non2xx },
  });
  const [anonymous, cartOnly, returning] = visitorsFor('c-1', 2);
  const member = visitorsFor('c-1', 2, 'tok-1')[3];

  it('holds an anonymous visitor to 90 %, a cartId cookie and a returning shopper to 80 %', () => {
    expect([anonymous?.goal, cartOnly?.goal, returning?.goal]).toEqual([0.9, 0.8, 0.8]);
    expect(anonymous?.headers).toEqual({});
    expect(cartOnly?.headers).toEqual({ cookie: 'cartId=c-1' });
    expect(returning?.headers).toEqual({ cookie: 'cartId=c-1; cartCount=2; ageGate=false' });
  });

  it('adds a signed-in member, held against a bare page rendered per request, only with a token', () => {
    expect(visitorsFor('c-1', 2)).toHaveLength(3);
    expect(member).toEqual({
      name: 'member',
      headers: { cookie: 'customerToken=tok-1; signedIn=1; ageGate=false' },
      goal: undefined,
      perRequest: true,
    });
  });

  it('gives the ratio of the site’s requests/s to the bare page’s, and whether it meets the goal', () => {
    const row = reportRow({
      visitor: anonymous!,
      page: { path: '/' },
      site: measured(110_592, 879.4, 120),
      bare: measured(110_651, 2_382.2, 40),
    });
    expect(row).toEqual({
      visitor: 'anonymous',
      page: '/',
      'KB site/bare': '108.0 / 108.1',
      'req/s site': 879,
      'req/s bare': 2_382,
      ratio: '36.9 %',
      'p99 ms site/bare': '120 / 40',
      goal: '>= 90.0 %',
      met: 'no',
      'p99 <= 1.25x': 'no',
    });
  });

  it('gives the ratio to the twin served after a runtime render too, each judged by the goal', () => {
    const row = reportRow({
      visitor: anonymous!,
      page: { path: '/' },
      site: measured(110_592, 900, 50),
      bare: measured(110_651, 1_100, 40),
      rendered: measured(110_651, 980, 45, 2),
    });
    expect(row).toEqual({
      visitor: 'anonymous',
      page: '/',
      'KB site/bare': '108.0 / 108.1',
      'req/s site': 900,
      'req/s bare': 1_100,
      ratio: '81.8 %',
      'req/s bare rendered': 980,
      'ratio rendered': '91.8 %',
      'p99 ms site/bare/rendered': '50 / 40 / 45',
      goal: '>= 90.0 %',
      met: 'no',
      'p99 <= 1.25x': 'yes',
      'met rendered': 'yes',
      errors: 2,
    });
  });

  it('sets the framework’s share (bare CC against bare) apart from the site’s (site against bare CC)', () => {
    const sides = {
      site: measured(110_592, 700, 50),
      bare: measured(110_651, 1_000, 40),
      cc: measured(110_700, 800, 42),
    };
    expect(ratioOf(sides.site, sides.cc)).toBeCloseTo(0.875);
    expect(ratioOf(sides.site, measured(1_000, 0, 10))).toBe(0);
    expect(ccColumns(sides)).toEqual({
      'req/s bare CC': 800,
      'ratio CC': '87.5 %',
      'bare CC/bare': '80.0 %',
    });
  });

  it('adds the Cache Components twin’s columns, its size and p99, and its errors, goals still on bare', () => {
    const row = reportRow({
      visitor: anonymous!,
      page: { path: '/' },
      site: measured(110_592, 900, 50),
      bare: measured(110_651, 1_100, 40),
      rendered: measured(110_651, 1_000, 45),
      cc: measured(110_797, 950, 44, 1),
    });
    expect(row).toEqual({
      visitor: 'anonymous',
      page: '/',
      'KB site/bare/CC': '108.0 / 108.1 / 108.2',
      'req/s site': 900,
      'req/s bare': 1_100,
      ratio: '81.8 %',
      'req/s bare rendered': 1_000,
      'ratio rendered': '90.0 %',
      'req/s bare CC': 950,
      'ratio CC': '94.7 %',
      'bare CC/bare': '86.4 %',
      'p99 ms site/bare/rendered/CC': '50 / 40 / 45 / 44',
      goal: '>= 90.0 %',
      met: 'no',
      'p99 <= 1.25x': 'yes',
      'met rendered': 'yes',
      errors: 1,
    });
  });

  it('meets a goal at exactly the share, shows no goal for a member, counts errors', () => {
    const met = reportRow({
      visitor: cartOnly!,
      page: { path: '/join' },
      site: measured(1_000, 800, 10),
      bare: measured(1_000, 1_000, 10),
    });
    expect([met.ratio, met.met]).toEqual(['80.0 %', 'yes']);
    const none = reportRow({
      visitor: member!,
      page: { path: '/join' },
      site: measured(1_000, 500, 10, 3),
      bare: measured(1_000, 0, 10),
    });
    expect([none.ratio, none.goal, none.met, none.errors]).toEqual(['0.0 %', '-', '-', 3]);
  });

  it('combines rounds: mean requests/s, median p99, every error', () => {
    const round = (average: number, p99: number, errors = 0) => ({
      requests: { average },
      latency: { p99 },
      errors,
      non2xx: 0,
    });
    expect(combineRounds([round(900, 50), round(1_200, 400, 1), round(600, 60)])).toEqual({
      requests: { average: 900 },
      latency: { p99: 60 },
      errors: 1,
      non2xx: 0,
    });
    expect(combineRounds([round(700, 30)])).toEqual(round(700, 30));
  });

  it('writes shares as percentages with one decimal', () => {
    expect(percent(0.9)).toBe('90.0 %');
    expect(percent(1.2346)).toBe('123.5 %');
  });
});

describe('peak memory from /proc', () => {
  it('reads resident kB from /proc/PID/status, 0 when the process has none', () => {
    const status =
      'Name:\tnext-server (v1\nVmPeak:\t 1200000 kB\nVmRSS:\t  345678 kB\nRssAnon:\t 1 kB\n';
    expect(residentKb(status)).toBe(345_678);
    expect(residentKb('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBe(0);
  });

  it('reads the parent pid from /proc/PID/stat, whatever the name holds', () => {
    expect(parentPid('4242 (node) S 4200 4242 4200 0 -1')).toBe(4_200);
    expect(parentPid('4243 (next-server (v16.4.6)) S 4242 4242 4200 0 -1')).toBe(4_242);
  });

  it('reads user and system CPU ticks from /proc/PID/stat, whatever the name holds', () => {
    const stat =
      '4243 (next-server (v16.4.6)) S 4242 4242 4200 0 -1 4194560 9 0 0 0 1234 56 0 0 20';
    expect(cpuTicks(stat)).toBe(1_290);
    expect(cpuTicks('')).toBe(0);
  });

  it('walks a process tree from its root, not its siblings', () => {
    const parentOf = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ]);
    expect(processTree(10, parentOf).sort()).toEqual([10, 11, 12, 13]);
    expect(processTree(21, parentOf)).toEqual([21]);
  });
});
