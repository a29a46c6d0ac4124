import { renderToString } from 'react-dom/server';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { PencilBanner as PencilBannerData } from '@/lib/pencil-banner';
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
    const element = { hidden: false };
    runInNewContext(scripts[0]!, {
      document: { getElementById: () => element },
      localStorage: { getItem: (key: string) => (read.push(key), null) },
      Date,
      Number,
    });
    expect(read[0]).toBe(`pencil-banner-dismissed:${HOSTILE}`);
  });
});
