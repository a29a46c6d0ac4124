import { describe, expect, it } from 'vitest';
import { publishedBlock } from './targeted-entry';

const banner = {
  id: 'b1',
  component: { name: 'PencilBanner', options: { text: 'Free shipping' } },
};
const entry = (fields: Record<string, unknown>) => ({
  id: 'entry-1',
  data: { blocks: [banner] },
  ...fields,
});

describe('publishedBlock: the one targeted block of a pencil-banner or popup entry', () => {
  it.each([
    ['not an object', 'entry'],
    ['no id', { data: { blocks: [banner] } }],
    ['no data', { id: 'entry-1' }],
    ['a draft', entry({ published: 'draft' })],
    ['archived', entry({ published: 'archived' })],
    ['no blocks', entry({ data: {} })],
    ['only another component', entry({ data: { blocks: [{ component: { name: 'PopUp' } }] } })],
    ['malformed targeting', entry({ query: [{ property: 'urlPath' }] })],
  ])('nothing for %s', (_case, input) => {
    expect(publishedBlock(input, 'PencilBanner')).toBeUndefined();
  });

  it('the block of a published entry (published is the default), every page when untargeted', () => {
    expect(publishedBlock(entry({ query: null }), 'PencilBanner')).toEqual({
      entryId: 'entry-1',
      blockId: 'b1',
      options: { text: 'Free shipping' },
      targeting: [],
    });
  });

  it('the first block of that component, its options unparsed (possibly missing), and its targeting', () => {
    const found = publishedBlock(
      entry({
        published: 'published',
        query: [{ property: 'urlPath', operator: 'startsWith', value: ['/shop', '/collection'] }],
        data: {
          blocks: [
            { component: { name: 'Text', options: {} } },
            { component: { name: 'PopUp' } },
            { id: 'p2', component: { name: 'PopUp', options: { title: 'Second' } } },
          ],
        },
      }),
      'PopUp',
    );
    expect(found).toEqual({
      entryId: 'entry-1',
      blockId: undefined,
      options: undefined,
      targeting: [{ property: 'urlPath', operator: 'startsWith', value: ['/shop', '/collection'] }],
    });
  });

  it('a targeting rule without an operator means "is"', () => {
    expect(
      publishedBlock(entry({ query: [{ property: 'urlPath', value: '/visit' }] }), 'PencilBanner')
        ?.targeting,
    ).toEqual([{ property: 'urlPath', operator: 'is', value: '/visit' }]);
  });
});
