import { describe, expect, it } from 'vitest';
import { isValidLink, isValidLogoLink, linkAttributes, contentPathOf, normalizeUrlPath } from './links';

describe('link rule', () => {
  it.each([
    ['/', true],
    ['/visit', true],
    ['/v', false],
    ['/join#clubs-list', true],
    ['https://example.com', true],
    ['http://example.com/path?x=1', true],
    ['mailto:hello@example.com', true],
    ['tel:+18055550100', true],
    ['tel:1', false],
    ['ftp://example.com', false],
    ['javascript:alert(1)', false],
    ['visit', false],
    ['', false],
    ['/with space', false],
    ['https:', false],
  ])('%s valid: %s', (href, valid) => {
    expect(isValidLink(href)).toBe(valid);
  });

  it.each([
    [undefined, true],
    ['', true],
    ['https://partner.example', true],
    ['http://partner.example', true],
    ['/relative', false],
    ['mailto:a@b.co', false],
  ])('logo link %s valid: %s', (href, valid) => {
    expect(isValidLogoLink(href)).toBe(valid);
  });

  it.each([
    ['/visit', { href: '/visit', external: false }],
    [
      'https://example.com',
      { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer', external: true },
    ],
    [
      'mailto:hi@example.com',
      {
        href: 'mailto:hi@example.com',
        target: '_blank',
        rel: 'noopener noreferrer',
        external: true,
      },
    ],
    [
      'tel:+18055550100',
      { href: 'tel:+18055550100', target: '_blank', rel: 'noopener noreferrer', external: true },
    ],
    ['nope', undefined],
    [undefined, undefined],
  ])('attributes of %s', (href, expected) => {
    expect(linkAttributes(href)).toEqual(expected);
  });
});

describe('contentPathOf', () => {
  it.each([
    [['visit'], '/visit'],
    [['visit', 'downtown'], '/visit/downtown'],
    [['caf%C3%A9'], '/café'],
    [['100%'], '/100%'],
  ])('%j -> %s', (segments, expected) => {
    expect(contentPathOf(segments)).toBe(expected);
  });
});

describe('normalizeUrlPath', () => {
  it.each([
    ['/visit/', '/visit'],
    ['visit', '/visit'],
    ['/', '/'],
    ['/faq?x=1#top', '/faq'],
  ])('normalizes %s to %s', (input, output) => expect(normalizeUrlPath(input)).toBe(output));
});
