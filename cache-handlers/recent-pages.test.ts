import { describe, expect, it } from 'vitest';
import { createRecentPages, entrySize } from './recent-pages.mjs';

const page = (htmlBytes: number) => ({
  value: { kind: 'APP_PAGE', html: 'x'.repeat(htmlBytes), rscData: Buffer.alloc(10) },
});

describe('recent pages', () => {
  it('gives the kept page back only under the stamp it was kept with', () => {
    const recent = createRecentPages(1_000);
    const entry = page(100);
    recent.set('/', '1', entry);
    expect(recent.get('/', '1')).toBe(entry);
    expect(recent.get('/', '2')).toBeUndefined();
    expect(recent.get('/', undefined)).toBeUndefined();
    expect(recent.get('/learn', '1')).toBeUndefined();
  });

  it('replaces the page kept for a key', () => {
    const recent = createRecentPages(1_000);
    recent.set('/', '1', page(100));
    const newer = page(200);
    recent.set('/', '2', newer);
    expect(recent.get('/', '2')).toBe(newer);
    expect(recent.size).toBe(1);
    expect(recent.bytes).toBe(210);
  });

  it('drops the least recently used pages beyond its byte budget', () => {
    const recent = createRecentPages(350);
    recent.set('/a', '1', page(100));
    recent.set('/b', '1', page(100));
    recent.get('/a', '1'); // /b is now the least recently used
    recent.set('/c', '1', page(100));
    recent.set('/d', '1', page(100));
    expect(recent.get('/b', '1')).toBeUndefined();
    expect(recent.get('/a', '1')).toBeDefined();
    expect(recent.bytes).toBeLessThanOrEqual(350);
  });

  it('keeps no page larger than the whole budget', () => {
    const recent = createRecentPages(100);
    recent.set('/', '1', page(500));
    expect(recent.size).toBe(0);
    expect(recent.bytes).toBe(0);
  });

  it('counts segments and page data as Next does', () => {
    const segments = new Map([['/_tree', Buffer.alloc(30)]]);
    expect(
      entrySize({ value: { html: 'abc', rscData: Buffer.alloc(7), segmentData: segments } }),
    ).toBe(Math.max(64, 3 + 7 + 6 + 30));
    expect(entrySize({ value: { html: 'x'.repeat(100), rscData: Buffer.alloc(7) } })).toBe(107);
    expect(entrySize(undefined)).toBe(64);
  });
});
