/**
 * The seeded catalogue: the Isosceles Ridge wines, a fictional estate in the limestone hills west
 * of Paso Robles, and its gifts. Every name, note and story in the seed is invented for this shop.
 * The wines are grouped by what the shop does with them (wines/*.ts).
 *
 * Below, a catalogue of any size for benchmarks (`LOCAL_COMMERCE_SEED_SIZE=1000`): the seeded wines
 * followed by invented ones, made deterministically from the index alone (the same size always
 * gives the same wines, names, prices and stock), so figures from two runs compare. They have no
 * pictures (the shop's placeholder bottle) and are plain public wines in the red or white
 * collection.
 */
import { wine, type SeedProduct } from './product-builders';
import { EVENTS } from './events';
import { GIFTS } from './gifts';
import { FORMATS } from './wines/formats';
import { LIBRARY } from './wines/library';
import { REDS } from './wines/reds';
import { RESTRICTED_REDS } from './wines/restricted-reds';
import { UNAVAILABLE_REDS } from './wines/unavailable-reds';
import { WHITES } from './wines/whites';

/** The seeded catalogue in shop order. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  ...REDS,
  ...RESTRICTED_REDS,
  ...UNAVAILABLE_REDS,
  ...WHITES,
  ...LIBRARY,
  ...FORMATS,
  ...GIFTS,
  ...EVENTS,
];

export const productImagePath = (slug: string) => `/images/products/${slug}.svg`;

const RED_VARIETALS = [
  'Cabernet Sauvignon',
  'Merlot',
  'Syrah',
  'Grenache',
  'Zinfandel',
  'Petite Sirah',
  'Mourvèdre',
  'Tempranillo',
];
const WHITE_VARIETALS = [
  'Chardonnay',
  'Sauvignon Blanc',
  'Viognier',
  'Roussanne',
  'Albariño',
  'Grenache Blanc',
];
const PLACES = [
  'Cedar',
  'Quarry',
  'Hawk',
  'Chalk',
  'Willow',
  'Summit',
  'Fog',
  'Oak',
  'Stone',
  'Canyon',
  'Ember',
  'Juniper',
  'Lantern',
];
const FEATURES = [
  'Ridge',
  'Bench',
  'Terrace',
  'Hollow',
  'Block',
  'Slope',
  'Mesa',
  'Draw',
  'Knoll',
  'Crest',
  'Row',
];

/** Product `index` (0-based) of the invented wines. */
function inventedWine(index: number): SeedProduct {
  const red = index % 3 !== 2;
  const varietals = red ? RED_VARIETALS : WHITE_VARIETALS;
  const varietal = varietals[Math.floor(index / 3) % varietals.length]!;
  const place = `${PLACES[index % PLACES.length]} ${FEATURES[Math.floor(index / PLACES.length) % FEATURES.length]}`;
  const vintage = 2005 + ((index * 7) % 19);
  const number = String(index + 1).padStart(4, '0');
  const title = `${place} ${varietal} ${vintage} No. ${number}`;
  return wine({
    rule: 'generated for benchmarks',
    slug: `generated-${number}`,
    title,
    labelName: place.toUpperCase(),
    vintage,
    varietal,
    alcoholPercent: 13 + (index % 20) / 10,
    style: red ? 'red' : 'white',
    label: red ? '#5a1a24' : '#c8b46a',
    sku: `GEN-${number}`,
    // $18 to $149.50, spread in half-dollar steps.
    price: 1800 + ((index * 3_370) % 13_150),
    // One in eleven has nothing left at the shipping location.
    stock: index % 11 === 10 ? -1 : 12 + (index % 60),
    collections: [red ? 'red-wines' : 'white-wines'],
    teaser: `${varietal} from the ${place.toLowerCase()}, vintage ${vintage}.`,
    story: `An invented wine for measuring the shop with a large catalogue: ${varietal} grown on the ${place}.`,
    tastingNotes: 'Invented, like the rest of this catalogue.',
    noImage: true,
  });
}

/** The seeded catalogue, extended with invented wines up to `size` products (never shortened). */
export function catalogueOfSize(size: number | undefined): readonly SeedProduct[] {
  const extra = Math.max(0, (size ?? 0) - SEED_PRODUCTS.length);
  return [...SEED_PRODUCTS, ...Array.from({ length: extra }, (_, index) => inventedWine(index))];
}
