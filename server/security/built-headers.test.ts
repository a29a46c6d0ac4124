import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HeaderRule } from '@/lib/http/static-headers';
import { builtStylesheets, refreshBuiltHeaders } from './built-headers';

const rule = (source: string, value: string): HeaderRule => ({
  source,
  missing: [{ type: 'cookie', key: 'customerToken' }],
  headers: [{ key: 'Content-Security-Policy', value }],
});

/** What `next build` writes: our rules plus the fields it adds (regex), among other keys. */
function writeManifest(dir: string, rules: HeaderRule[]) {
  const manifest = {
    version: 3,
    basePath: '',
    headers: rules.map((r) => ({ ...r, regex: `^${r.source}$` })),
    redirects: [],
  };
  writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify(manifest));
}
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'routes-manifest.json'), 'utf8'));

describe('refreshBuiltHeaders: this server’s values in the build’s header rules', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-headers-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('says so when there is no build', () => {
    expect(refreshBuiltHeaders(path.join(dir, 'none'), [rule('/', 'a')])).toBe('no build');
  });

  it('leaves a build made with the same settings as it is', () => {
    writeManifest(dir, [rule('/', 'a'), rule('/checkout', 'b')]);
    const before = readFileSync(path.join(dir, 'routes-manifest.json'), 'utf8');
    expect(refreshBuiltHeaders(dir, [rule('/', 'a'), rule('/checkout', 'b')])).toBe('unchanged');
    expect(readFileSync(path.join(dir, 'routes-manifest.json'), 'utf8')).toBe(before);
  });

  it('puts other settings’ values (and headers) in, keeping what Next compiled', () => {
    writeManifest(dir, [rule('/', 'local'), rule('/checkout', 'local')]);
    const production: HeaderRule[] = [
      {
        ...rule('/', 'production'),
        headers: [
          { key: 'Content-Security-Policy', value: 'production' },
          { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
        ],
      },
      rule('/checkout', 'widget'),
    ];
    expect(refreshBuiltHeaders(dir, production)).toBe('updated');
    const manifest = readManifest(dir);
    expect(manifest.version).toBe(3);
    expect(manifest.headers[0].regex).toBe('^/$');
    expect(manifest.headers[0].headers).toEqual(production[0]!.headers);
    expect(manifest.headers[1].headers).toEqual([
      { key: 'Content-Security-Policy', value: 'widget' },
    ]);
    expect(readdirSync(dir)).toEqual(['routes-manifest.json']);
  });

  it('leaves rules that are not ours alone (a build of other code)', () => {
    writeManifest(dir, [rule('/', 'a'), rule('/club', 'b')]);
    expect(refreshBuiltHeaders(dir, [rule('/', 'x'), rule('/checkout', 'y')])).toBe('other rules');
    expect(refreshBuiltHeaders(dir, [rule('/', 'x')])).toBe('other rules');
    const changedCondition = { ...rule('/', 'x'), missing: [] };
    expect(refreshBuiltHeaders(dir, [changedCondition, rule('/club', 'y')])).toBe('other rules');
    expect(readManifest(dir).headers[0].headers[0].value).toBe('a');
  });
});

describe('builtStylesheets: the stylesheets every page of a build links', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-sheets-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads them from the not-found page, in the page's order", () => {
    mkdirSync(path.join(dir, 'server/app'), { recursive: true });
    writeFileSync(
      path.join(dir, 'server/app/_not-found.html'),
      '<html><head><link rel="preload" href="/font.woff2" as="font"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
        '<link data-precedence="next" rel="stylesheet" href="/_next/static/chunks/b.css"/>' +
        '</head><body><a href="/x.css">not a sheet</a></body></html>',
    );
    expect(builtStylesheets(dir)).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/b.css',
    ]);
  });

  it('is empty without a build', () => {
    expect(builtStylesheets(path.join(dir, 'none'))).toEqual([]);
  });
});
