import { describe, expect, it } from 'vitest';
import { contentPathOf, normalizeUrlPath } from './content-path';

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
