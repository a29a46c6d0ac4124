import { describe, expect, it, beforeEach, vi } from 'vitest';
import { parseRevalidation, tagsToRevalidate, type RevalidationMessage } from './messages';
import { HEALTH_PROBE_TIMEOUT_MS, HEALTH_SLOW_MS, type ProbeOutcome } from '@/server/health/health';

const tagsOf = (body: unknown) => {
  const parsed = parseRevalidation(body);
  if (!parsed.ok) throw new Error(parsed.error);
  return tagsToRevalidate(parsed.message);
};
const errorOf = (body: unknown) => {
  const parsed = parseRevalidation(body);
  return parsed.ok ? undefined : parsed.error;
};

/** An entry as Builder's webhook carries it (its docs' example, with a page's URL fields). */
const builderEntry = (data: Record<string, unknown>, query: unknown[] = []) => ({
  id: 'cs3df',
  published: 'published',
  name: 'My great page',
  modelId: 'model-1',
  query,
  data,
  lastUpdated: 1_732_500_000_000,
});
const urlTarget = (value: unknown, operator = 'is') => ({
  '@type': '@builder.io/core:Query',
  property: 'urlPath',
  operator,
  value,
});

describe('revalidation webhook messages', () => {
  it.each([
    // Builder: publish of a page, URL in data.url
    [
      {
        modelName: 'page',
        operation: 'publish',
        newValue: builderEntry({ url: '/visit/' }),
        previousValue: builderEntry({ url: '/visit/' }),
      },
      ['content:page', 'content:page:/visit'],
    ],
    // Builder: first publish (previousValue null), URL in the urlPath targeting
    [
      {
        modelName: 'page',
        operation: 'publish',
        newValue: builderEntry({}, [urlTarget(['/dine', '/dine/menu'])]),
        previousValue: null,
      },
      ['content:page', 'content:page:/dine', 'content:page:/dine/menu'],
    ],
    // Builder: a URL changed; both the old and the new page are dropped
    [
      {
        modelName: 'page',
        operation: 'publish',
        newValue: builderEntry({ url: '/events' }),
        previousValue: builderEntry({ url: '/visit/events' }),
      },
      ['content:page', 'content:page:/events', 'content:page:/visit/events'],
    ],
    // Builder: delete (newValue null), URL from previousValue
    [
      {
        modelName: 'blog',
        operation: 'delete',
        newValue: null,
        previousValue: builderEntry({ url: '/blog/harvest-report-2024' }),
      },
      ['content:blog', 'content:blog:/blog/harvest-report-2024'],
    ],
    // Builder: unpublish, the entry is a draft now
    [
      {
        modelName: 'page',
        operation: 'unpublish',
        newValue: { ...builderEntry({ url: '/faq' }), published: 'draft' },
        previousValue: builderEntry({ url: '/faq' }),
      },
      ['content:page', 'content:page:/faq'],
    ],
    // Builder: scheduled end of a banner without a URL; startsWith targets are no single page
    [
      {
        modelName: 'pencil-banner',
        operation: 'scheduledEnd',
        newValue: builderEntry({ text: 'Free shipping' }, [urlTarget('/collection', 'startsWith')]),
        previousValue: builderEntry({ text: 'Free shipping' }),
      },
      ['content:pencil-banner'],
    ],
    // Builder's "Disable Payload" option: the model only
    [{ modelName: 'symbol', operation: 'publish' }, ['content:symbol']],
    // A full URL is not a path of this site: ignored, the model tag covers it
    [
      { modelName: 'page', newValue: builderEntry({ url: 'https://example.com/x' }) },
      ['content:page'],
    ],
    // Commerce7's product and collection webhooks (topic = object + action)
    [
      {
        object: 'Product',
        action: 'Update',
        tenantId: 'paso-winery',
        user: 'staff@example.com',
        payload: { id: 'p1', slug: 'isosceles-2021', title: 'Isosceles 2021', variants: [] },
      },
      ['products', 'product:isosceles-2021'],
    ],
    [
      { object: 'Product', action: 'Create', payload: { slug: 'new-wine' } },
      ['products', 'product:new-wine'],
    ],
    [{ object: 'Product', action: 'Delete', payload: { id: 'p1' } }, ['products']],
    [
      { object: 'Collection', action: 'Update', payload: { slug: 'red-wines', title: 'Reds' } },
      ['collections', 'collection:red-wines'],
    ],
    [{ object: 'Collection', payload: {} }, ['collections']],
  ])('%j drops %j', (body, tags) => {
    expect(tagsOf(body)).toEqual(tags);
  });

  it.each([
    [{ object: 'Order', action: 'Update', payload: {} }, 'Unknown commerce object'],
    [{ object: 'Product', action: 'Archive', payload: {} }, 'Unknown commerce action'],
    [{ object: 'Product', action: 'Update' }, 'Invalid key'],
    [{ object: 'Product', payload: { slug: '  ' } }, 'slug must not be empty'],
    [{ object: 'Product', payload: { slug: 42 } }, 'slug must be text'],
    [{ modelName: 'nope', operation: 'publish' }, 'Unknown content model'],
    [{ modelName: 'page', operation: 7 }, 'operation must be text'],
    [{ modelName: 'page', newValue: 'not an entry' }, 'Invalid type'],
    // The old body of our own making is no longer a message: Builder never sends it.
    [{ model: 'page', url: '/visit' }, 'Invalid key'],
    [undefined, 'Invalid'],
  ])('refuses %j: %s', (body, message) => {
    expect(errorOf(body)).toContain(message);
  });
});

/**
 * The webhook expires Next's entries only while the source behind the message answers; during
 * its outage they turn stale, so pages keep their last good copy (an expired page whose render
 * fails has none, and Next answers it 500).
 */
const probeCommerce = vi.fn<(slug?: string) => Promise<ProbeOutcome>>();
const probeContent = vi.fn<() => Promise<ProbeOutcome>>();
vi.mock('@/server/health/dependency-probes', () => ({
  probeCommerce: (slug?: string) => probeCommerce(slug),
  probeContent: () => probeContent(),
}));

const { EXPIRE_NOW, MARK_STALE, expiryFor } = await import('./messages');

const productUpdate: RevalidationMessage = {
  kind: 'commerce',
  object: 'Product',
  action: 'Update',
  payload: { slug: 'vertex-syrah-2021' },
};
const pagePublish: RevalidationMessage = { kind: 'content', model: 'page', urls: ['/visit'] };

describe('expiryFor', () => {
  beforeEach(() => {
    probeCommerce.mockReset();
    probeContent.mockReset();
  });

  it.each<{ name: string; outcome: () => Promise<ProbeOutcome>; expected: unknown }>([
    { name: 'answers: expire now', outcome: async () => 'ok', expected: EXPIRE_NOW },
    { name: 'answers with an error: stale', outcome: async () => 'degraded', expected: MARK_STALE },
    { name: 'no answer: stale', outcome: async () => 'down', expected: MARK_STALE },
    {
      name: 'calls paused by the breaker: stale',
      outcome: async () => 'paused',
      expected: MARK_STALE,
    },
    {
      name: 'answers slowly: expire now (the render will be answered too)',
      outcome: () =>
        new Promise((resolve) => setTimeout(() => resolve('ok'), HEALTH_SLOW_MS + 200)),
      expected: EXPIRE_NOW,
    },
    {
      name: 'answers after the deadline: stale',
      outcome: () =>
        new Promise((resolve) => setTimeout(() => resolve('ok'), HEALTH_PROBE_TIMEOUT_MS + 200)),
      expected: MARK_STALE,
    },
    {
      name: 'the probe throws: stale',
      outcome: () => Promise.reject(new Error('refused')),
      expected: MARK_STALE,
    },
  ])('commerce $name', async ({ outcome, expected }) => {
    probeCommerce.mockImplementation(outcome);
    vi.useFakeTimers();
    const expiry = expiryFor(productUpdate);
    await vi.advanceTimersByTimeAsync(HEALTH_PROBE_TIMEOUT_MS + 500);
    vi.useRealTimers();
    expect(await expiry).toEqual(expected);
    // The product the webhook is about is the one asked for.
    expect(probeCommerce).toHaveBeenCalledWith('vertex-syrah-2021');
    expect(probeContent).not.toHaveBeenCalled();
  });

  it("a collection's change probes the health check's product call", async () => {
    probeCommerce.mockResolvedValue('ok');
    const collection: RevalidationMessage = {
      kind: 'commerce',
      object: 'Collection',
      action: 'Update',
      payload: { slug: 'red-wines' },
    };
    expect(await expiryFor(collection)).toEqual(EXPIRE_NOW);
    expect(probeCommerce).toHaveBeenCalledWith(undefined);
  });

  it('a message without a slug probes the commerce product route all the same', async () => {
    probeCommerce.mockResolvedValue('ok');
    expect(await expiryFor({ ...productUpdate, payload: {} })).toEqual(EXPIRE_NOW);
    expect(probeCommerce).toHaveBeenCalledWith(undefined);
  });

  it.each([
    ['ok', EXPIRE_NOW],
    ['down', MARK_STALE],
  ] as const)('content %s', async (outcome, expected) => {
    probeContent.mockResolvedValue(outcome);
    expect(await expiryFor(pagePublish)).toEqual(expected);
    expect(probeCommerce).not.toHaveBeenCalled();
  });
});
