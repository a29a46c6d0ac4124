import { describe, expect, it } from 'vitest';
import { stylesheetPreload } from '../lib/http/static-headers';
import { withEntryLinks, withoutRuleStylesheets } from './link-header.mjs';

const SHEETS = ['/_next/static/chunks/site.css', '/api/age-gate/style'];
const RULE = stylesheetPreload(SHEETS).Link!;
const IMAGE =
  '</images/products/isosceles-2021.svg>; rel=preload; as="image"; fetchpriority="high"';
const REACT_SHEET = '</_next/static/chunks/site.css>; rel=preload; as="style"';

/** Every resource a response's `Link` header lines name, with repeats. */
const named = (...lines: (string | undefined)[]) =>
  lines
    .filter(Boolean)
    .flatMap((line) => line!.split(/,\s*(?=<)/))
    .map((entry) => /^<([^>]*)>/.exec(entry.trim())?.[1]);

describe("a cached page's Link header", () => {
  it('keeps what only the render knows and drops the rules’ stylesheets', () => {
    expect(withoutRuleStylesheets(`${RULE}, ${RULE},${IMAGE}`)).toBe(IMAGE);
    expect(withoutRuleStylesheets([RULE, `${REACT_SHEET}, ${IMAGE}`, IMAGE])).toBe(IMAGE);
    expect(withoutRuleStylesheets(RULE)).toBeUndefined();
  });

  it('keeps a style preload of a sheet the rules do not name, once', () => {
    const own = '</_next/static/chunks/route.css>; rel=preload; as="style"';
    expect(withoutRuleStylesheets(`${RULE}, ${own}, ${own}`)).toBe(own);
  });

  it('cleans the header whatever its case, and drops it when nothing is left', () => {
    expect(withEntryLinks({ Link: `${RULE},${IMAGE}`, 'x-a': '1' })).toEqual({
      Link: IMAGE,
      'x-a': '1',
    });
    expect(withEntryLinks({ link: RULE, 'x-a': '1' })).toEqual({ 'x-a': '1' });
    const none = { 'x-a': '1' };
    expect(withEntryLinks(none)).toBe(none);
  });

  it('names each resource once on the wire, however often the page is revalidated', () => {
    let entry: string | undefined;
    for (let revalidation = 0; revalidation < 20; revalidation++) {
      // Next renders into a response holding the rules' header and the served entry's, then adds
      // React's preloads, and keeps the lot as the entry's header.
      const rendered = [RULE, entry, `${REACT_SHEET},${IMAGE}`].filter(Boolean).join(',');
      entry = withEntryLinks({ Link: rendered })?.Link as string | undefined;
    }
    const wire = named(RULE, entry);
    expect(wire.sort()).toEqual([...SHEETS, '/images/products/isosceles-2021.svg'].sort());
  });
});
