import { describe, expect, it } from 'vitest';
import { contentPathOf } from './content-path';

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
