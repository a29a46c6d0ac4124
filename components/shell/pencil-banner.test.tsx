import { renderToString } from 'react-dom/server';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { PencilBanner as PencilBannerData } from '@/lib/content/pencil-banner';
import { PencilBanner } from './pencil-banner';

const HOSTILE = 'Harvest </script><script>window.__pwned=1</script> <!-- sale';

function banner(overrides: Partial<PencilBannerData>): PencilBannerData {
  return {
    id: 'b1',
    targeting: [],
    text: HOSTILE,
    design: 'red',
    bannerType: 'countdown',
    endDate: '2030-01-01T00:00:00Z</script>',
    hideCloseBtn: false,
    ...overrides,
  } as PencilBannerData;
}

describe('pencil banner pre-hide script', () => {
  it('banner text with </script> cannot close the inline script', () => {
    const html = renderToString(<PencilBanner banner={banner({})} />);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(html).not.toContain('<script>window.__pwned');
    // The script body is the whole program and still runs: it reads the dismissal under the text.
    const read: string[] = [];
    // The script acts on the section right before it (a banner can be in the page twice).
    const element = { id: 'pencil-b1', hidden: false };
    runInNewContext(scripts[0]!, {
      document: { currentScript: { previousElementSibling: element } },
      localStorage: { getItem: (key: string) => (read.push(key), null) },
      Date,
      Number,
    });
    expect(read[0]).toBe(`pencil-banner-dismissed:${HOSTILE}`);
  });

  it.each([
    ['/product/x', false, true],
    ['/', true, false],
  ])(
    'before the path is known, on %s the product banner is hidden: %s, the general one: %s',
    (pathname, productHidden, generalHidden) => {
      const targetings = [[{ property: 'urlPath', operator: 'startsWith', value: '/product' }], []];
      const hidden = targetings.map((_, index) => {
        const data = banner({ id: `b${index}`, bannerType: 'default', endDate: undefined });
        const html = renderToString(
          <PencilBanner banner={data} pathPick={{ index, targetings }} />,
        );
        const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
        const element = { id: `pencil-b${index}`, hidden: false };
        runInNewContext(script, {
          document: { currentScript: { previousElementSibling: element } },
          localStorage: { getItem: () => null },
          location: { pathname },
          Date,
          Number,
        });
        return element.hidden;
      });
      expect(hidden).toEqual([productHidden, generalHidden]);
    },
  );
});
