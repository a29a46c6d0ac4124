import { describe, expect, it } from 'vitest';
import { HEADER_LINKS, isHeaderLinkActive } from './navigation';

const link = (label: string) => {
  const found = HEADER_LINKS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no header link ${label}`);
  return found;
};

describe('header link active rule', () => {
  it.each([
    ['Shop', '/collection/all', true],
    ['Shop', '/collection/red-wines', true],
    ['Shop', '/product/estate-cabernet', true],
    ['Shop', '/join', false],
    ['Join', '/join', true],
    ['Join', '/wine-society/benefits', true],
    ['Join', '/club/6-bottle-red-wines', false],
    ['Visit', '/visit/just-inn', true],
    ['Visit', '/dine', false],
    ['Dine', '/dine', true],
    ['Learn', '/learn/wine-101', true],
    ['Learn', '/blog/harvest-notes', true],
    ['Learn', '/recipes', true],
    ['Learn', '/recipe/braised-short-ribs', true],
    ['Learn', '/virtual-tastings', true],
    ['Learn', '/our-story', false],
    ['Our Story', '/our-story/vineyards', true],
    ['Contact', '/contact', true],
    ['Contact', '/', false],
  ])('%s on %s -> %s', (label, pathname, expected) => {
    expect(isHeaderLinkActive(link(label), pathname)).toBe(expected);
  });

  it('lists the seven header links in order', () => {
    expect(HEADER_LINKS.map((entry) => [entry.label, entry.href])).toEqual([
      ['Shop', '/collection/all'],
      ['Join', '/join'],
      ['Visit', '/visit'],
      ['Dine', '/dine'],
      ['Learn', '/learn'],
      ['Our Story', '/our-story'],
      ['Contact', '/contact'],
    ]);
  });
});
