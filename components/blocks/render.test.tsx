import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readModelFolder } from '@/server/content/local-source';
import { CONTENT_MODELS, type BuilderBlock } from '@/server/content/schema';
import { BLOCKS } from './registry';
import { RENDERERS, renderBlocks } from './render';
import type { BlockContext } from './types';

/** The whole HTML, lazy islands included (renderToString would leave their Suspense fallbacks). */
async function renderAll(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const product = {
  id: 'p1',
  slug: 'isosceles-2021',
  title: 'Isosceles 2021',
  subTitle: null,
  teaser: 'Our flagship blend',
  image: null,
  images: [],
  type: 'Wine',
  webStatus: 'Available',
  adminStatus: 'Available',
  security: { availableTo: 'Public', isValidUser: true },
  variants: [
    {
      id: 'v1',
      sku: 'ISO21',
      title: '750ml',
      price: 9500,
      comparePrice: null,
      addToCartPrice: 9500,
      actionMessage: null,
      maxQuantityPerCart: null,
      inventoryPolicy: 'Dont Sell',
      inventory: [],
    },
  ],
  hideClubPrice: false,
  soldOut: false,
  allocation: null,
  accolades: null,
  defaultVariantIndex: 0,
};

vi.mock('@/server/config', () => ({
  getSettings: () => ({
    showErrorDetails: true,
    webUrl: 'http://localhost',
    brand: { name: 'Isosceles', logoUrl: '/images/logo.svg', seoTitleSuffix: 'Isosceles Winery' },
    commerce: { shippingLocationId: 'WH-NAPA' },
    cache: { ttlSeconds: 60 },
    images: { hosts: ['cdn.builder.io'] },
    content: { leadFormEmbedUrl: undefined },
  }),
}));
vi.mock('@/server/catalog/products', () => ({
  getPublicProduct: async (slug: string) => (slug === 'missing' ? undefined : product),
  getPublicCatalog: async () => [product],
}));
vi.mock('@/server/cache/shared-read', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/cache/shared-read')>()),
  sharedNow: async () => new Date('2026-11-26T12:00:00Z'),
}));
vi.mock('@/server/visitor/visitor', () => ({
  ANONYMOUS_VIEWER: { customer: null, isLoggedIn: false, isActiveClubMember: false },
  getViewer: async () => ({ customer: null, isLoggedIn: false, isActiveClubMember: false }),
}));
vi.mock('@/server/actions/cart', () => ({
  addToCart: async () => undefined,
  addToCartFromForm: async () => null,
  changeCartLineFromForm: async () => null,
}));
vi.mock('@/server/content', async () => {
  const { createLocalSource } = await import('@/server/content/local-source');
  const source = createLocalSource(['content']);
  return {
    listEntries: (model: 'blog') => source.listEntries(model, { includeDrafts: false }),
    getEntryById: (model: 'recipes', id: string) =>
      source.getEntryById(model, id, { includeDrafts: false }),
  };
});

const context = (): BlockContext => ({
  draft: false,
  path: '/test',
  showErrorDetails: true,
  webUrl: 'http://localhost',
  heroSeen: { value: false },
});

/** Options for blocks our site pages do not use, so every registered block renders here. */
const EXTRA: BuilderBlock[] = [
  { component: { name: 'ButtonList', options: { buttons: [{ text: 'Go', href: '/visit' }] } } },
  {
    component: {
      name: 'CtaBreaker',
      options: { title: 'T', button: { text: 'Go', href: '/visit' } },
    },
  },
  {
    component: {
      name: 'TextMediaCtaBreaker',
      options: {
        texts: [1, 2].map((i) => ({
          eyebrow: `E${i}`,
          title: `T${i}`,
          button: { text: 'Go', href: '/visit' },
          image: { image: '/images/content/harvest.jpg' },
        })),
      },
    },
  },
  {
    component: {
      name: 'DestiniFindProduct',
      options: { destiniMapUrl: 'https://lets.destini.example/find' },
    },
  },
  { component: { name: 'EmbedFriendBuy', options: { htmlId: 'friendbuy-widget' } } },
  {
    component: {
      name: 'ImageWithChildren',
      options: { image: { src: '/images/content/harvest.jpg' } },
    },
    children: [{ component: { name: 'Text', options: { text: '<p>x</p>' } } }],
  },
  {
    component: { name: 'ParallaxWrapper', options: { image: '/images/content/harvest.jpg' } },
    children: [{ component: { name: 'Text', options: { text: '<p>x</p>' } } }],
  },
  {
    component: {
      name: 'SocialHeader',
      options: {
        title: 'Follow',
        links: [{ network: 'instagram', url: 'https://instagram.example/x' }],
      },
    },
  },
  {
    component: {
      name: 'StickySubNavigation',
      options: { title: 'Isosceles', buttons: [{ text: 'Buy', href: '/collection/all' }] },
    },
  },
  {
    component: {
      name: 'TieredDiscountList',
      options: { items: [{ percent: { value: 10, showSymbol: true } }] },
    },
  },
  {
    component: { name: 'Container', options: { visibility: 'Member', id: 'members' } },
    children: [{ component: { name: 'Text', options: { text: '<p>m</p>' } } }],
  },
  {
    component: { name: 'SectionWithChildren', options: { backgroundColor: 'Gold' } },
    children: [{ component: { name: 'Spacer', options: {} } }],
  },
  {
    component: {
      name: 'ProductHero',
      options: { product: { slug: 'isosceles-2021' }, bottlesInCase: 6 },
    },
  },
  {
    component: {
      name: 'CollectionList',
      options: { collectionItems: [{ product: { slug: 'isosceles-2021' } }] },
    },
  },
  {
    component: {
      name: 'VirtualTastingHero',
      options: { subTitle: 'Live', descriptionTitle: 'Taste with us', description: '<p>d</p>' },
    },
  },
  {
    component: {
      name: 'GalleryImage',
      options: { style: 'masonry', images: [{ image: '/images/content/harvest.jpg' }] },
    },
  },
  {
    component: {
      name: 'GalleryImage',
      options: { style: '3-2-4-repeat', images: [{ image: '/images/content/harvest.jpg' }] },
    },
  },
  {
    component: {
      name: 'PencilBanner',
      options: { text: 'Free shipping this week', url: '/collection/all' },
    },
  },
  { component: { name: 'PopUp', options: {} } },
  // /contact uses the site's own ContactForm now; the lead-form embed keeps a sample here.
  { component: { name: 'LeadFormEmbed', options: { leadFormId: 'contact-general' } } },
];

let samples: Map<string, BuilderBlock>;

beforeAll(async () => {
  samples = new Map();
  const visit = (blocks: readonly BuilderBlock[]) => {
    for (const item of blocks) {
      const name = item.component?.name;
      if (name && !samples.has(name)) samples.set(name, item);
      visit(item.children ?? []);
    }
  };
  for (const model of CONTENT_MODELS) {
    const { entries } = await readModelFolder('content', model);
    for (const { entry } of entries) visit(entry.data.blocks ?? []);
  }
  visit(EXTRA);
});

describe('block registry', () => {
  it('has a renderer for every registered block and a registration for every renderer', () => {
    const builtins = ['Columns', 'Core:Section', 'Core:Button', 'Symbol', 'Fragment'];
    expect(Object.keys(RENDERERS).sort()).toEqual([...Object.keys(BLOCKS), ...builtins].sort());
  });

  it.each(Object.keys(BLOCKS).filter((name) => name !== 'ErrorProbe'))(
    'renders %s on the server with no error',
    async (name) => {
      const sample = samples.get(name);
      expect(sample, `no fixture for ${name}`).toBeDefined();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const html = await renderAll(<>{await renderBlocks([sample!], context())}</>);
      expect(html).not.toContain('Sorry, there has been an error.');
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
  );

  describe('commerce blocks render the shop components', () => {
    const render = async (block: BuilderBlock, draft = false) =>
      await renderAll(<>{await renderBlocks([block], { ...context(), draft })}</>);
    const hero = (options: Record<string, unknown>): BuilderBlock => ({
      component: { name: 'ProductHero', options },
    });

    it('product hero: the product page hero with add to cart and the bottle/case toggle', async () => {
      const html = await render(
        hero({ product: { slug: 'isosceles-2021' }, bottlesInCase: 6, eyebrow: 'New' }),
      );
      expect(html).toContain('data-testid="product-hero"');
      expect(html).toContain('data-testid="purchase-panel"');
      expect(html).toContain('Isosceles 2021');
      expect(html).toContain('Case of 6');
      expect(html).toContain('Bottle');
      expect(html).toContain('New');
    });

    it('product hero: no toggle at 1 bottle per case', async () => {
      const html = await render(hero({ product: { slug: 'isosceles-2021' } }));
      expect(html).toContain('data-testid="product-hero"');
      expect(html).not.toContain('Case of');
    });

    it.each([
      ['no product selected', {}, 'Please select a Product to display it&#x27;s details'],
      [
        'a missing or deactivated product',
        { product: { slug: 'missing' } },
        'Warning! Selected Product does not exist or is deactivated in the commerce platform',
      ],
    ])('product hero: %s shows the editor its message', async (_, options, message) => {
      expect(await render(hero(options), true)).toContain(message);
      expect(await render(hero(options), false)).not.toContain(message);
    });

    it.each([
      [1, 'three'],
      [3, 'three'],
      [4, 'four'],
    ])('product display with %i products uses the %s-column layout', async (count, layout) => {
      const html = await render({
        component: {
          name: 'ProductDisplay',
          options: {
            header: 'Our wines',
            productsReference: Array.from({ length: count }, () => ({
              product: { slug: 'isosceles-2021' },
            })),
          },
        },
      });
      expect(html).toContain('data-testid="product-display"');
      expect(html).toContain(`data-layout="${layout}"`);
    });

    it('collection list: the shop grid, and the empty text when nothing is left', async () => {
      const list = (slug: string): BuilderBlock => ({
        component: {
          name: 'CollectionList',
          options: { collectionItems: [{ product: { slug } }] },
        },
      });
      expect(await render(list('isosceles-2021'))).toContain('data-testid="product-grid"');
      expect(await render(list('missing'))).toContain('This collection is empty.');
    });
  });

  it('a throwing block shows the fallback and the rest renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await renderAll(
      <>
        {await renderBlocks(
          [
            { component: { name: 'Text', options: { text: '<p>before</p>' } } },
            { component: { name: 'ErrorProbe', options: {} } },
            { component: { name: 'Text', options: { text: '<p>after</p>' } } },
          ],
          context(),
        )}
      </>,
    );
    expect(html).toContain('before');
    expect(html).toContain('Sorry, there has been an error.');
    expect(html).toContain('Reload this page');
    expect(html).toContain('Go to Home Page');
    expect(html).not.toContain('Report feedback');
    expect(html).toContain('after');
  });

  it("renders Builder's stock blocks: section, columns, text, button, image, symbol by id", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    errors.mockClear();
    const html = await renderAll(
      <>
        {await renderBlocks(
          [
            {
              component: { name: 'Core:Section', options: { maxWidth: 900 } },
              children: [
                {
                  component: {
                    name: 'Columns',
                    options: {
                      columns: [
                        {
                          blocks: [
                            {
                              component: { name: 'Text', options: { text: '<p>left column</p>' } },
                            },
                          ],
                        },
                        {
                          blocks: [
                            {
                              component: {
                                name: 'Core:Button',
                                options: { text: 'Shop', link: 'https://shop.example/x' },
                              },
                            },
                          ],
                        },
                      ],
                    },
                  },
                },
              ],
            },
            {
              component: {
                name: 'Image',
                options: {
                  image: '/images/content/harvest.jpg',
                  altText: 'Harvest',
                  aspectRatio: 0.5,
                },
              },
            },
            {
              component: {
                name: 'Symbol',
                options: { symbol: { model: 'symbol', entry: 'symbol-visit-cta' } },
              },
            },
            {
              component: { name: 'Fragment', options: {} },
              children: [
                { component: { name: 'Text', options: { text: '<p>in a fragment</p>' } } },
              ],
            },
          ],
          context(),
        )}
      </>,
    );
    expect(html).toContain('max-width:900px');
    expect(html).toContain('left column');
    expect(html).toMatch(
      /<a href="https:\/\/shop.example\/x"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Shop<\/a>/,
    );
    expect(html).toContain('alt="Harvest"');
    expect(html).toContain('data-symbol-id="symbol-visit-cta"');
    expect(html).toContain('Come taste with us');
    expect(html).toContain('Plan your visit');
    expect(html).toContain('in a fragment');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('skips unsupported stock blocks and missing symbols with a report', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    errors.mockClear();
    const html = await renderAll(
      <>
        {await renderBlocks(
          [
            { component: { name: 'Embed', options: { content: '<script>alert(1)</script>' } } },
            { component: { name: 'Symbol', options: { symbol: { entry: 'no-such-symbol' } } } },
            { component: { name: 'Text', options: { text: '<p>still here</p>' } } },
          ],
          context(),
        )}
      </>,
    );
    expect(html).not.toContain('script');
    expect(html).toContain('still here');
    expect(errors.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
      /built-in "Embed" is not rendered[\s\S]*no-such-symbol/,
    );
    errors.mockRestore();
  });
});
