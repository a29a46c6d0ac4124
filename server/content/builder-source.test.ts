import { describe, expect, it, vi } from 'vitest';
import { createBuilderSource, type BuilderFetchers } from './builder-source';

const entry = (index: number) => ({ id: `e${index}`, name: `Entry ${index}`, data: { url: `/p${index}` } });
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => entry(from + i));

/** A fake SDK: serves `total` entries in the pages asked for, recording every call. */
function fakeSdk(total: number) {
  const all = page(0, total);
  const calls: { limit?: number; offset?: number; canTrack?: boolean; includeUnpublished?: boolean; apiKey: string; model: string }[] = [];
  const fetchers = {
    fetchEntries: vi.fn(async (options: (typeof calls)[number]) => {
      calls.push(options);
      const offset = options.offset ?? 0;
      return all.slice(offset, offset + (options.limit ?? 30));
    }),
    fetchOneEntry: vi.fn(async () => entry(1)),
  };
  return { fetchers: fetchers as unknown as BuilderFetchers, calls, fetchOneEntry: fetchers.fetchOneEntry };
}

describe('Builder content source', () => {
  it.each([
    [0, [0]],
    [37, [0]],
    [100, [0, 100]],
    [237, [0, 100, 200]],
    [300, [0, 100, 200, 300]],
  ])('lists %i entries 100 per page until a short page (offsets %j)', async (total, offsets) => {
    const sdk = fakeSdk(total);
    const source = createBuilderSource('public-key', { sdk: async () => sdk.fetchers });
    const entries = await source.listEntries('blog', { includeDrafts: false });
    expect(entries.map((e) => e.id)).toEqual(page(0, total).map((e) => e.id));
    expect(entries.every((e) => e.modelName === 'blog')).toBe(true);
    expect(sdk.calls.map((call) => call.offset)).toEqual(offsets);
    for (const call of sdk.calls) {
      expect(call).toMatchObject({ model: 'blog', apiKey: 'public-key', limit: 100, canTrack: false, includeUnpublished: false });
    }
  });

  it('asks for drafts only when told, and never tracks the visitor', async () => {
    const sdk = fakeSdk(3);
    const source = createBuilderSource('k', { sdk: async () => sdk.fetchers });
    await source.listEntries('page', { includeDrafts: true });
    expect(sdk.calls[0]).toMatchObject({ includeUnpublished: true, canTrack: false });
    await source.findEntry('page', '/p1', { includeDrafts: false });
    expect(sdk.fetchOneEntry).toHaveBeenCalledWith(
      expect.objectContaining({ model: 'page', userAttributes: { urlPath: '/p1' }, includeUnpublished: false, canTrack: false }),
    );
  });

  it('skips malformed entries with a report', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchers = {
      fetchEntries: async () => [entry(1), { id: '', name: 'broken', data: {} }, { name: 'no id' }],
      fetchOneEntry: async () => null,
    } as unknown as BuilderFetchers;
    const source = createBuilderSource('k', { sdk: async () => fetchers });
    expect((await source.listEntries('page', { includeDrafts: false })).map((e) => e.id)).toEqual(['e1']);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(await source.findEntry('page', '/x', { includeDrafts: false })).toBeUndefined();
    errors.mockRestore();
  });
});
