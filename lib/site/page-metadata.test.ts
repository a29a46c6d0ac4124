import { describe, expect, it } from 'vitest';
import { buildPageMetadata, buildPageTitle, isNavLite, titleTemplate } from './page-metadata';

const SUFFIX = 'Isosceles Ridge Winery';

describe('page titles ("{page title} | {brand} Winery")', () => {
  it.each([
    ['Our Story', 'Our Story | Isosceles Ridge Winery'],
    ['  Visit  ', 'Visit | Isosceles Ridge Winery'],
    ['', 'Isosceles Ridge Winery'],
    [undefined, 'Isosceles Ridge Winery'],
  ])('%j gives %j', (title, expected) => {
    expect(buildPageTitle(title, SUFFIX)).toBe(expected);
  });

  it('the layout template puts the page title first', () => {
    expect(titleTemplate(SUFFIX)).toBe('%s | Isosceles Ridge Winery');
  });
});

describe('buildPageMetadata', () => {
  it('takes title, description, canonical and open-graph image from the content data', () => {
    const metadata = buildPageMetadata(
      {
        title: 'Visit',
        description: 'Plan a visit to the estate.',
        url: '/visit',
        canonicalUrl: 'https://www.example.com/visit',
        openGraphImage: 'https://cdn.builder.io/api/v1/image/visit.jpg',
      },
      SUFFIX,
    );
    expect(metadata.title).toBe('Visit');
    expect(metadata.description).toBe('Plan a visit to the estate.');
    expect(metadata.alternates).toEqual({ canonical: 'https://www.example.com/visit' });
    expect(metadata.openGraph).toMatchObject({
      title: 'Visit | Isosceles Ridge Winery',
      url: 'https://www.example.com/visit',
      images: [{ url: 'https://cdn.builder.io/api/v1/image/visit.jpg' }],
      locale: 'en_US',
    });
    expect(metadata.robots).toBeUndefined();
  });

  it.each([
    [{ noindex: true }, { index: false, follow: true }],
    [{ nofollow: true }, { index: true, follow: false }],
    [
      { noindex: true, nofollow: true },
      { index: false, follow: false },
    ],
    [{ noindex: false, nofollow: null }, undefined],
  ])('robots for %j', (flags, robots) => {
    expect(buildPageMetadata({ title: 'X', ...flags }, SUFFIX).robots).toEqual(robots);
  });

  it('falls back to the page url as canonical and the name as title', () => {
    const metadata = buildPageMetadata({ name: 'Dine', url: '/dine' }, SUFFIX);
    expect(metadata.title).toBe('Dine');
    expect(metadata.alternates).toEqual({ canonical: '/dine' });
  });

  it.each(['javascript:alert(1)', '//evil.example/x', 'not a url'])(
    'drops an unsafe canonical %j',
    (canonicalUrl) => {
      expect(buildPageMetadata({ title: 'X', canonicalUrl }, SUFFIX).alternates).toBeUndefined();
    },
  );

  it('accepts the builder file object as open-graph image', () => {
    const metadata = buildPageMetadata(
      { title: 'X', openGraphImage: { url: '/images/og.jpg' } },
      SUFFIX,
    );
    expect(metadata.openGraph).toMatchObject({ images: [{ url: '/images/og.jpg' }] });
  });

  it('malformed content data gives empty metadata instead of a crash', () => {
    expect(buildPageMetadata({ title: 42 }, SUFFIX)).toEqual({});
    expect(buildPageMetadata(null, SUFFIX)).toEqual({});
  });

  it.each([
    [{ enableNavLite: true }, true],
    [{ enableNavLite: false }, false],
    [{}, false],
    ['junk', false],
  ])('enableNavLite %j -> %s', (data, expected) => {
    expect(isNavLite(data)).toBe(expected);
  });
});
