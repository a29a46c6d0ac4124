/**
 * Reds on sale to every visitor: the flagship, accolades, a per-order limit, promotions, a case
 * variant and a plain bottle.
 * Invented, as is everything in the seed (../catalog.ts).
 */
import { stockAt, wine, type SeedProduct } from '../product-builders';

export const REDS: SeedProduct[] = [
  wine({
    rule: 'flagship; Points accolade (94); full-width dark product card',
    slug: 'isosceles-2021',
    title: 'Isosceles 2021',
    subTitle: 'Estate Red Blend',
    labelName: 'ISOSCELES',
    vintage: 2021,
    varietal: 'Cabernet Sauvignon, Cabernet Franc, Merlot',
    alcoholPercent: 14.6,
    style: 'red',
    label: '#7a1f2b',
    sku: 'ISO-2021-750',
    price: 9500,
    stock: 240,
    collections: ['red-wines'],
    teaser:
      'Our flagship: three Bordeaux varieties from three blocks, balanced like the triangle it is named for.',
    story:
      'Isosceles is the wine the ridge was planted for. Two equal sides of Cabernet Sauvignon and Cabernet Franc meet a shorter base of Merlot, each grown on its own limestone shelf and fermented apart before the blend is settled in spring.',
    tastingNotes:
      'Blackcurrant and cedar up front, violets and graphite behind, with fine chalky tannins that carry the finish a long way.',
    product: {
      accolades: {
        accoladesType: 'Points',
        reviewPoints: 94,
        reviewSource: 'Central Coast Cellar Journal',
      },
      hasFullWidthProductCard: true,
      hasDarkBackgroundProductCard: true,
      seal: 'Estate Grown',
    },
  }),
  wine({
    rule: 'Medal accolade (Double Gold)',
    slug: 'apex-cabernet-sauvignon-2022',
    title: 'Apex Cabernet Sauvignon 2022',
    labelName: 'APEX',
    vintage: 2022,
    varietal: 'Cabernet Sauvignon',
    alcoholPercent: 14.8,
    style: 'red',
    label: '#3d2a4f',
    sku: 'APX-2022-750',
    price: 6800,
    stock: 180,
    collections: ['red-wines'],
    teaser: 'Cabernet from the highest block on the ridge, where the afternoon wind arrives first.',
    story:
      'The Apex block sits at 1,900 feet on a cap of fractured limestone. Vines there struggle just enough, and the wind off the Templeton Gap keeps the nights cold, so the fruit ripens slowly and keeps its backbone.',
    tastingNotes:
      'Black cherry, bay leaf and dark cocoa; firm, polished tannins and a savoury, mineral close.',
    product: {
      accolades: {
        accoladesType: 'Medal',
        medalType: 'Double Gold',
        reviewSource: 'Paso Wine Fair',
      },
    },
  }),
  wine({
    rule: 'Medal accolade (Gold), hero only',
    slug: 'hypotenuse-zinfandel-2022',
    title: 'Hypotenuse Zinfandel 2022',
    labelName: 'HYPOTENUSE',
    vintage: 2022,
    varietal: 'Zinfandel',
    alcoholPercent: 15.1,
    style: 'red',
    label: '#b4452f',
    sku: 'HYP-2022-750',
    price: 4200,
    collections: ['red-wines'],
    teaser:
      'Head-trained old vines on the long slope facing the river: the longest side of the estate.',
    story:
      'Our Zinfandel comes from a dry-farmed block planted in 1962 that runs diagonally down to the Salinas River. We pick it in three passes to keep both its bramble and its brightness.',
    tastingNotes: 'Raspberry jam, black pepper and orange peel over a juicy, spicy frame.',
    product: { accolades: { accoladesType: 'Medal', medalType: 'Gold', productHeroOnly: true } },
  }),
  wine({
    rule: 'maxQuantityPerCart 6',
    slug: 'vertex-syrah-2021',
    title: 'Vertex Syrah 2021',
    labelName: 'VERTEX',
    vintage: 2021,
    varietal: 'Syrah',
    alcoholPercent: 14.5,
    style: 'red',
    label: '#243b55',
    sku: 'VTX-2021-750',
    price: 5800,
    stock: 60,
    variant: { maxQuantityPerCart: 6 },
    collections: ['red-wines'],
    teaser:
      'Small-lot Syrah, co-fermented with a splash of Viognier; limited to six bottles per order.',
    story:
      'Just four barrels of Vertex are made each year from the point where our two Syrah rows meet. Because there is so little, we ask that each household takes no more than six bottles.',
    tastingNotes:
      'Blackberry, smoked meat and white pepper, lifted by a floral top note from the Viognier.',
  }),
  wine({
    rule: "promotion with actionMessage 'Holiday Sale'",
    slug: 'equilateral-gsm-2022',
    title: 'Equilateral GSM 2022',
    labelName: 'EQUILATERAL',
    vintage: 2022,
    varietal: 'Grenache, Syrah, Mourvèdre',
    alcoholPercent: 14.4,
    style: 'red',
    label: '#8c5a2b',
    sku: 'EQL-2022-750',
    price: 4800,
    variant: { addToCartPrice: 3900, actionMessage: 'Holiday Sale' },
    collections: ['red-wines'],
    teaser:
      'Grenache, Syrah and Mourvèdre in equal thirds, because none of them should have to lead.',
    story:
      'Equilateral is our Rhône blend and the most democratic wine we make: one third of each variety, every year, whatever the vintage brings.',
    tastingNotes:
      'Red plum, dried herbs and garrigue, with soft, sandy tannins and a warm, savoury finish.',
  }),
  wine({
    rule: 'promotion without actionMessage (default "Promotion")',
    slug: 'obtuse-petite-sirah-2021',
    title: 'Obtuse Petite Sirah 2021',
    labelName: 'OBTUSE',
    vintage: 2021,
    varietal: 'Petite Sirah',
    alcoholPercent: 14.9,
    style: 'red',
    label: '#4a1c3a',
    sku: 'OBT-2021-750',
    price: 4500,
    variant: { addToCartPrice: 3800 },
    collections: ['red-wines'],
    teaser: 'Inky, stubborn and generous: the wide angle of our red range.',
    story:
      'Petite Sirah refuses to be subtle, so we stopped asking it to be. A long, warm maceration and two years in older oak round it out without taming it.',
    tastingNotes:
      'Blueberry, violet and espresso; dense yet fresh, with a grip that wants a grilled steak.',
  }),
  wine({
    rule: 'case variant (bottlesInCase 6); New Release tag',
    slug: 'three-sides-red-2022',
    title: 'Three Sides Red 2022',
    labelName: 'THREE SIDES',
    vintage: 2022,
    varietal: 'Red Blend',
    alcoholPercent: 14.1,
    style: 'red',
    label: '#a83240',
    sku: 'TSR-2022-750',
    price: 3200,
    stock: 300,
    wineTag: 'New Release',
    extraVariants: [
      {
        sku: 'TSR-2022-CS6',
        title: 'Case of 6',
        price: 17280,
        comparePrice: 19200,
        bottlesInCase: 6,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(40),
      },
    ],
    collections: ['red-wines'],
    teaser: 'Our everyday red, now by the bottle or the case of six at ten percent off.',
    story:
      'Three Sides gathers the barrels that did not make our single-variety wines but were far too good to sell off. It changes a little every year and is always ready on release.',
    tastingNotes: 'Cherry, cola and a touch of sage; supple and easy, made for Tuesday dinners.',
  }),
  wine({
    rule: 'plain red',
    slug: 'right-angle-cabernet-franc-2021',
    title: 'Right Angle Cabernet Franc 2021',
    labelName: 'RIGHT ANGLE',
    vintage: 2021,
    varietal: 'Cabernet Franc',
    alcoholPercent: 14.0,
    style: 'red',
    label: '#5b6b3a',
    sku: 'RAF-2021-750',
    price: 5400,
    collections: ['red-wines'],
    teaser:
      'Cabernet Franc, square and upright, from the terrace cut at ninety degrees into the hill.',
    story:
      'When the terrace wall was rebuilt in 2009 we planted it to Cabernet Franc, and it has been the quiet favourite of the cellar crew ever since.',
    tastingNotes: 'Red currant, tobacco leaf and crushed gravel; medium-bodied, precise and long.',
  }),
];
