/**
 * Reds only some visitors may buy: an allocation, club members, a customer tag.
 * Invented, as is everything in the seed (../catalog.ts).
 */
import { wine, type SeedProduct } from '../product-builders';

export const RESTRICTED_REDS: SeedProduct[] = [
  wine({
    rule: 'security Allocation (allocation list or active club member)',
    slug: 'summit-block-cabernet-2021',
    title: 'Summit Block Cabernet 2021',
    subTitle: 'Allocation Release',
    labelName: 'SUMMIT',
    vintage: 2021,
    varietal: 'Cabernet Sauvignon',
    alcoholPercent: 14.9,
    style: 'red',
    label: '#1c1c1c',
    sku: 'SUM-2021-750',
    price: 15000,
    stock: 48,
    collections: ['red-wines'],
    teaser: 'Two barrels from the crown of the ridge, offered only to our allocation list.',
    story:
      'Summit Block is picked from eleven rows at the very top of the property. It is bottled unfined and unfiltered and offered first to the members of our allocation list.',
    tastingNotes:
      'Cassis, pencil shavings and wild sage; vast but composed, with decades ahead of it.',
    product: {
      security: { availableTo: 'Allocation' },
      accolades: {
        accoladesType: 'Points',
        reviewPoints: 96,
        reviewSource: 'Central Coast Cellar Journal',
      },
      allocation: {
        label: 'Allocation Exclusive',
        tooltipTitle: 'What is the allocation list?',
        description:
          'Summit Block is released to allocation members and Wine Society members only.',
        url: '/join',
        urlTitle: 'About the allocation list',
        ctaTitle: 'Join the Wine Society',
        ctaUrl: '/join',
      },
    },
  }),
  wine({
    rule: 'security Club (active club members only)',
    slug: 'inner-circle-red-2022',
    title: 'Inner Circle Red 2022',
    subTitle: 'Wine Society Exclusive',
    labelName: 'INNER CIRCLE',
    vintage: 2022,
    varietal: 'Malbec, Petit Verdot',
    alcoholPercent: 14.3,
    style: 'red',
    label: '#6e2c1e',
    sku: 'INC-2022-750',
    price: 6200,
    collections: ['red-wines'],
    teaser: 'Made each year for Wine Society members, and never sold to anyone else.',
    story:
      'Inner Circle is blended at a members’ evening in the barrel room each spring. Whatever the room agrees on is what we bottle.',
    tastingNotes: 'Black plum, violets and a thread of mocha; plush, round and generous.',
    product: { security: { availableTo: 'Club' } },
  }),
  wine({
    rule: "security Tag (tagTitle 'Trade')",
    slug: 'cellar-hand-grenache-2022',
    title: 'Cellar Hand Grenache 2022',
    subTitle: 'Trade Release',
    labelName: 'CELLAR HAND',
    vintage: 2022,
    varietal: 'Grenache',
    alcoholPercent: 14.2,
    style: 'red',
    label: '#c2703d',
    sku: 'CHG-2022-750',
    price: 3600,
    collections: ['red-wines'],
    teaser: 'A whole-cluster Grenache bottled for our restaurant and retail partners.',
    story:
      'Cellar Hand began as the wine we poured for the harvest crew. Sommeliers kept asking for it, so now a few hundred cases go to the trade each year.',
    tastingNotes:
      'Strawberry, blood orange and rose petal; light on its feet with a crunchy finish.',
    product: { security: { availableTo: 'Tag', tagTitle: 'Trade' } },
  }),
];
