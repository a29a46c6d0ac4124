import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clubRouteOf, type ClubRoute } from '@/lib/club/clubs';
import { ClubJoin } from './club-join';

const commerce = vi.hoisted(() => ({ mode: 'local' as 'local' | 'production' }));
vi.mock('@/server/config', () => ({ getSettings: () => ({ commerce }) }));
// The wizard itself is a lazy client island; here only which one is chosen matters.
vi.mock('./lazy-club-wizard', () => ({
  ClubWizard: ({ initial }: { initial: ClubRoute }) => <form data-wizard={initial.slug} />,
}));

const route = clubRouteOf('6-bottle-red-wines') as ClubRoute;

beforeEach(() => {
  commerce.mode = 'local';
});

describe('club join by commerce mode and page', () => {
  it.each([
    // mode, page, what renders
    ['local', '/club/6-bottle-red-wines', 'wizard'],
    ['local', '/join', 'wizard'],
    ['production', '/club/6-bottle-red-wines', 'widget'],
    ['production', '/join', 'link'],
    ['production', '/campaign/harvest', 'link'],
  ] as const)('%s commerce on %s: the %s', (mode, path, expected) => {
    commerce.mode = mode;
    const html = renderToString(<ClubJoin route={route} path={path} />);
    const found = html.includes('data-wizard="6-bottle-red-wines"')
      ? 'wizard'
      : html.includes('data-commerce-widget=""')
        ? 'widget'
        : html.includes('href="/club/6-bottle-red-wines"')
          ? 'link'
          : 'nothing';
    expect(found).toBe(expected);
  });

  it("names the club on the widget's mount", () => {
    commerce.mode = 'production';
    const html = renderToString(<ClubJoin route={route} path="/club/6-bottle-red-wines" />);
    expect(html).toContain('data-club-slug="6-bottle-red-wines"');
  });
});
