import { describe, expect, it } from 'vitest';
import { buildSourcesOf, sourcesMismatch } from './build-sources.mjs';

const DEMO = { commerce: 'embedded', content: 'embedded' } as const;
const SHOP = { commerce: 'configured', content: 'configured' } as const;
const SHOP_ENV = { COMMERCE_API_URL: 'https://api.example/v1', BUILDER_API_KEY: 'key' };

describe('what a build was prerendered from, and the servers that may serve it', () => {
  it('reads the kind of each source, blank counting as unset', () => {
    expect(buildSourcesOf({})).toEqual(DEMO);
    expect(buildSourcesOf({ COMMERCE_API_URL: ' ', BUILDER_API_KEY: '' })).toEqual(DEMO);
    expect(buildSourcesOf(SHOP_ENV)).toEqual(SHOP);
  });

  it('lets a server with the same kinds start', () => {
    expect(sourcesMismatch(DEMO, {})).toBeUndefined();
    expect(sourcesMismatch(SHOP, { ...SHOP_ENV, COMMERCE_API_URL: 'https://stage/v1' })).toBe(
      undefined,
    );
  });

  it.each([
    ['the demo with commerce configured', DEMO, { COMMERCE_API_URL: 'https://api.example/v1' }],
    ['the demo with Builder configured', DEMO, { BUILDER_API_KEY: 'key' }],
    ['the demo with both', DEMO, SHOP_ENV],
    ['a production build with neither', SHOP, {}],
    ['a build that says nothing', undefined, {}],
  ])('refuses %s, in one line naming no value', (_, built, env) => {
    const line = sourcesMismatch(built, env);
    expect(line).toBeDefined();
    expect(line).not.toContain('\n');
    expect(line).not.toMatch(/https?:|key\b/);
  });

  it('names the demo when a demo build meets production settings', () => {
    expect(sourcesMismatch(DEMO, SHOP_ENV)).toMatch(
      /embedded demo.*COMMERCE_API_URL and BUILDER_API_KEY are set/,
    );
  });
});
