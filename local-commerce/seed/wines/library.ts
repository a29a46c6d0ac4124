/**
 * Library wines: older vintages held back at the estate.
 * Invented, as is everything in the seed (../catalog.ts).
 */
import { wine, type SeedProduct } from '../product-builders';

export const LIBRARY: SeedProduct[] = [
  wine({
    rule: "library wine (wine.tag 'Library Wine')",
    slug: 'isosceles-2012',
    title: 'Isosceles 2012',
    subTitle: 'Library Release',
    labelName: 'ISOSCELES',
    vintage: 2012,
    varietal: 'Cabernet Sauvignon, Cabernet Franc, Merlot',
    alcoholPercent: 14.4,
    style: 'red',
    label: '#5e1822',
    sku: 'ISO-2012-750',
    price: 18500,
    stock: 36,
    wineTag: 'Library Wine',
    collections: ['red-wines', 'library-wines'],
    teaser: 'The first vintage of Isosceles, released from our own cellar at twelve years of age.',
    story:
      'We kept back a few hundred bottles of our very first Isosceles. They have rested on their sides in the cave beneath the winery ever since, and they are drinking beautifully now.',
    tastingNotes: 'Dried currant, tobacco, forest floor and cedar; silky, resolved tannins.',
  }),
  wine({
    rule: 'library wine with Points accolade',
    slug: 'apex-cabernet-sauvignon-2014',
    title: 'Apex Cabernet Sauvignon 2014',
    subTitle: 'Library Release',
    labelName: 'APEX',
    vintage: 2014,
    varietal: 'Cabernet Sauvignon',
    alcoholPercent: 14.7,
    style: 'red',
    label: '#2f2340',
    sku: 'APX-2014-750',
    price: 14000,
    stock: 24,
    wineTag: 'Library Wine',
    collections: ['red-wines', 'library-wines'],
    teaser: 'A drought-year Apex, concentrated and now wonderfully open.',
    story:
      '2014 was the third dry year in a row, and the Apex vines gave us tiny berries and thick skins. A decade on, the power has turned into depth.',
    tastingNotes: 'Black fig, graphite and sweet tobacco; dense, long and finally relaxed.',
    product: {
      accolades: {
        accoladesType: 'Points',
        reviewPoints: 93,
        reviewSource: 'Central Coast Cellar Journal',
      },
    },
  }),
  wine({
    rule: 'library white',
    slug: 'baseline-chardonnay-2016',
    title: 'Baseline Chardonnay 2016',
    subTitle: 'Library Release',
    labelName: 'BASELINE',
    vintage: 2016,
    varietal: 'Chardonnay',
    alcoholPercent: 13.6,
    style: 'white',
    label: '#e8d9a8',
    sku: 'BAS-2016-750',
    price: 9000,
    stock: 30,
    wineTag: 'Library Wine',
    collections: ['white-wines', 'library-wines'],
    teaser: 'Chardonnay that proves limestone whites can age: honeyed, nutty and still taut.',
    story:
      'Our Chardonnay grows on the base of the ridge, where the limestone is closest to the surface. We hid a few cases of 2016 to see what time would do.',
    tastingNotes: 'Baked apple, hazelnut and beeswax over a saline, chalky spine.',
  }),
];
