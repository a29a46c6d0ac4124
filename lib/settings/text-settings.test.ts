import { describe, expect, it } from 'vitest';
import { isOptimizable, isRegExpSource, optimizedImageHosts } from './text-settings';

describe('isRegExpSource', () => {
  it.each([
    ['^cart/[^/]+/item$', true],
    ['^\\d{5}(-\\d{4})?$', true],
    ['', true],
    ['[a-z', false],
    ['(unclosed', false],
    ['*leading', false],
    ['a{2,1}', false],
  ])('%j: %s', (source, valid) => {
    expect(isRegExpSource(source)).toBe(valid);
  });
});

describe('optimizedImageHosts', () => {
  it.each([
    ['unset', undefined, ['cdn.builder.io']],
    ['empty', '', ['cdn.builder.io']],
    ['one host', 'images.example.com', ['cdn.builder.io', 'images.example.com']],
    [
      'a list with spaces and capitals',
      ' Images.Example.com , media.example.org ',
      ['cdn.builder.io', 'images.example.com', 'media.example.org'],
    ],
    [
      'repeats and Builder again',
      'a.example.com,a.example.com,cdn.builder.io',
      ['cdn.builder.io', 'a.example.com'],
    ],
    ['not host names', 'https://x.example.com,*.example.com,localhost,a..b', ['cdn.builder.io']],
  ])('%s', (_name, setting, hosts) => {
    expect(optimizedImageHosts(setting)).toEqual(hosts);
  });
});

describe('isOptimizable', () => {
  const hosts = optimizedImageHosts('images.example.com');
  it.each([
    ['a photo of this site', '/images/content/harvest.jpg', true],
    ['our SVG art', '/images/products/isosceles-2021.svg', false],
    ['SVG with a query', '/images/logo.SVG?v=2', false],
    ['Builder CDN', 'https://cdn.builder.io/api/v1/image/assets%2Fabc', true],
    ['a listed host', 'https://images.example.com/tenant/bottle.png', true],
    ['SVG on a listed host', 'https://images.example.com/tenant/bottle.svg', false],
    ['an unlisted host', 'https://elsewhere.example.net/bottle.png', false],
    ['plain http', 'http://images.example.com/bottle.png', false],
    ['protocol-relative', '//images.example.com/bottle.png', false],
    ['not a URL', 'bottle.png', false],
  ])('%s', (_name, src, expected) => {
    expect(isOptimizable(src, hosts)).toBe(expected);
  });
});
