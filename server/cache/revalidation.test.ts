import { describe, expect, it } from 'vitest';
import { parseRevalidation, tagsToRevalidate } from './revalidation';

const tagsOf = (body: unknown) => {
  const parsed = parseRevalidation(body);
  if (!parsed.ok) throw new Error(parsed.error);
  return tagsToRevalidate(parsed.message);
};
const errorOf = (body: unknown) => {
  const parsed = parseRevalidation(body);
  return parsed.ok ? undefined : parsed.error;
};

describe('revalidation webhook messages', () => {
  it.each([
    // Builder's publish webhook
    [{ model: 'page', url: '/visit/' }, ['content:page', 'content:page:/visit']],
    [{ model: 'blog' }, ['content:blog']],
    // Commerce7's product and collection webhooks (topic = object + action)
    [
      { object: 'Product', action: 'Update', payload: { id: 'p1', slug: 'isosceles-2021' } },
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
    [{ model: 'nope' }, 'Unknown content model'],
    [undefined, 'Invalid'],
  ])('refuses %j: %s', (body, message) => {
    expect(errorOf(body)).toContain(message);
  });
});
