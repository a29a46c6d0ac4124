/**
 * The stored collections. Commerce7 has no `all` collection: the site's /collection/all is the
 * unfiltered public listing.
 */
export const SEED_COLLECTIONS = [
  {
    slug: 'red-wines',
    title: 'Red Wines',
    description:
      'Estate reds from the limestone hills west of Paso Robles, led by Isosceles, our flagship blend.',
  },
  {
    slug: 'white-wines',
    title: 'White Wines',
    description: 'Bright, mineral whites from our cool north-facing slopes.',
  },
  {
    slug: 'gifts-accessories',
    title: 'Gifts & Accessories',
    description: 'Gift cards, glassware and the things that make a bottle an occasion.',
  },
  {
    slug: 'large-small-formats',
    title: 'Large & Small Formats',
    description:
      'Magnums and double magnums for the table that needs them, half bottles for the evening that does not.',
  },
  {
    slug: 'library-wines',
    title: 'Library Wines',
    description:
      'Older vintages released from our cellar in small lots, aged as we meant them to be drunk.',
  },
] as const;

export type CollectionSlug = (typeof SEED_COLLECTIONS)[number]['slug'];
