import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { EditorChildrenContext } from './editor-block';

let draft = true;
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draft }) }));
vi.mock('@/server/config', () => ({
  showsErrorDetails: () => true,
  getSettings: () => ({
    appEnv: 'local',
    webUrl: 'http://localhost',
    cache: { ttlSeconds: 60 },
    images: { hosts: ['cdn.builder.io'] },
  }),
}));
vi.mock('@/server/catalog/products', () => ({ getPublicProduct: async () => undefined }));
vi.mock('@/server/visitor/visitor', () => ({
  getViewer: async () => ({ customer: null, isLoggedIn: false, isActiveClubMember: false }),
}));
vi.mock('@/server/actions/cart', () => ({
  addToCart: async () => undefined,
  addToCartFromForm: async () => null,
  changeCartLineFromForm: async () => null,
}));
vi.mock('@/server/content', () => ({
  listEntries: async () => [],
  getEntryById: async () => undefined,
}));

const { previewBlock } = await import('./actions');

describe('visual editor block preview (server action)', () => {
  it('renders a block with the site renderer and puts the live children in the slot', async () => {
    const node = await previewBlock({
      name: 'SectionWithChildren',
      options: { backgroundColor: 'Gold', id: 'story' },
      path: '/our-story',
      hasChildren: true,
    });
    const html = renderToString(
      <EditorChildrenContext.Provider value={<p>live child from the editor</p>}>
        {node}
      </EditorChildrenContext.Provider>,
    );
    expect(html).toContain('id="story"');
    expect(html).toContain('bg-gold');
    expect(html).toContain('live child from the editor');
  });

  it('shows editors the problem with invalid options instead of failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(
      <>
        {await previewBlock({
          name: 'ButtonList',
          options: { buttons: [] },
          path: '/',
          hasChildren: false,
        })}
      </>,
    );
    expect(html).toContain('Please add at least one button in a list');
  });

  it('renders nothing outside draft mode or for unknown blocks', async () => {
    expect(
      await previewBlock({ name: 'NoSuchBlock', options: {}, path: '/', hasChildren: false }),
    ).toBeNull();
    draft = false;
    expect(
      await previewBlock({
        name: 'TextBlock',
        options: { headline: 'x' },
        path: '/',
        hasChildren: false,
      }),
    ).toBeNull();
    draft = true;
  });
});
