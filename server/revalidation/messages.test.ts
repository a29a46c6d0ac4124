import { describe, expect, it } from 'vitest';
import { parseRevalidation, tagsToRevalidate } from './messages';

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
