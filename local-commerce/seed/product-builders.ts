/**
 * Helpers that turn a few lines per product into a full Commerce7 product document, so the
 * catalogue files read as a list of wines rather than a wall of JSON.
 */
import type * as v from 'valibot';
import type { ProductSchema, VariantSchema } from '../../lib/commerce/entities';
import { SHIPPING_LOCATION_ID } from '../config';
import type { ProductArt, WineStyle } from './art';
import type { CollectionSlug } from './collections';

type ProductInput = v.InferInput<typeof ProductSchema>;
type VariantInput = v.InferInput<typeof VariantSchema>;

interface SeedVariant extends Omit<VariantInput, 'id' | 'inventory'> {
  /** Units available for sale per inventory location. */
  stock: Readonly<Record<string, number>>;
}

/** Product fields a seed entry sets; id, variants, images and collections are filled in. */
type SeedProductFields = Omit<ProductInput, 'id' | 'variants' | 'collections' | 'image' | 'images'>;

export interface SeedProduct {
  fields: SeedProductFields;
  variants: SeedVariant[];
  collections: CollectionSlug[];
  /** Null for the one product that deliberately has no picture (the shop shows its placeholder). */
  art: ProductArt | null;
  /** What this product exercises in the shop; listed in local-commerce/README.md. */
  rule: string;
}

const HOME_APPELLATION = 'Paso Robles Willow Creek District';

export const stockAt = (count: number, others: Record<string, number> = {}) => ({
  [SHIPPING_LOCATION_ID]: count,
  ...others,
});

interface WineSpec {
  slug: string;
  title: string;
  subTitle?: string;
  /** Printed on the bottle picture. */
  labelName: string;
  vintage: number | null;
  varietal: string;
  appellation?: string;
  alcoholPercent: number;
  bottleSizeMl?: number;
  style: WineStyle;
  label: string;
  accent?: string;
  sku: string;
  price: number;
  teaser: string;
  story: string;
  tastingNotes: string;
  collections: CollectionSlug[];
  rule?: string;
  /** Units at the shipping location for the main variant (default 120). */
  stock?: number;
  /** Overrides for the main variant (promotion, limits, policy, stock elsewhere). */
  variant?: Partial<SeedVariant>;
  extraVariants?: SeedVariant[];
  /** Overrides for the product (security, status, accolades, flags). */
  product?: Partial<SeedProductFields>;
  wineTag?: 'New Release' | 'Library Wine' | 'None';
  noImage?: boolean;
}

const sizeLabel = (ml: number) => (ml >= 1000 ? `${ml / 1000} L` : `${ml} ml`);

export function wine(spec: WineSpec): SeedProduct {
  const bottleSizeMl = spec.bottleSizeMl ?? 750;
  const appellation = spec.appellation ?? HOME_APPELLATION;
  const vintageText = spec.vintage === null ? 'Non-vintage' : String(spec.vintage);
  const content = [
    `<p>${spec.story}</p>`,
    `<h3>Tasting notes</h3>`,
    `<p>${spec.tastingNotes}</p>`,
    `<ul>`,
    `<li><strong>Vintage:</strong> ${vintageText}</li>`,
    `<li><strong>Varietal:</strong> ${spec.varietal}</li>`,
    `<li><strong>Appellation:</strong> ${appellation}</li>`,
    `<li><strong>Alcohol:</strong> ${spec.alcoholPercent}%</li>`,
    `<li><strong>Bottle:</strong> ${sizeLabel(bottleSizeMl)}</li>`,
    `</ul>`,
  ].join('');
  return {
    rule: spec.rule ?? 'plain wine',
    collections: spec.collections,
    art: spec.noImage
      ? null
      : {
          kind: 'bottle',
          style: spec.style,
          label: spec.label,
          accent: spec.accent ?? '#c9a45c',
          name: spec.labelName,
          detail: [spec.vintage ?? 'NV', bottleSizeMl === 750 ? '' : sizeLabel(bottleSizeMl)]
            .filter(Boolean)
            .join(' · '),
          sizeMl: bottleSizeMl,
        },
    variants: [
      {
        sku: spec.sku,
        title: sizeLabel(bottleSizeMl),
        price: spec.price,
        inventoryPolicy: 'Dont Sell',
        stock: stockAt(spec.stock ?? 120),
        ...spec.variant,
      },
      ...(spec.extraVariants ?? []),
    ],
    fields: {
      slug: spec.slug,
      title: spec.title,
      subTitle: spec.subTitle ?? null,
      teaser: spec.teaser,
      content,
      type: 'Wine',
      webStatus: 'Available',
      adminStatus: 'Available',
      seo: { title: spec.title, description: spec.teaser },
      security: { availableTo: 'Public' },
      wine: {
        vintage: spec.vintage,
        varietal: spec.varietal,
        region: 'Central Coast',
        appellation,
        alcoholPercent: spec.alcoholPercent,
        bottleSizeMl,
        tag: spec.wineTag ?? 'None',
        tastingNotes: spec.tastingNotes,
      },
      accolades: { accoladesType: 'None' },
      ...spec.product,
    },
  };
}

interface GoodsSpec {
  slug: string;
  title: string;
  type: 'General Merchandise' | 'Event Ticket' | 'Gift Card' | 'Collateral';
  teaser: string;
  content: string;
  art: ProductArt | null;
  collections: CollectionSlug[];
  variants: SeedVariant[];
  rule?: string;
  product?: Partial<SeedProductFields>;
}

export function goods(spec: GoodsSpec): SeedProduct {
  return {
    rule: spec.rule ?? 'merchandise',
    collections: spec.collections,
    art: spec.art,
    variants: spec.variants,
    fields: {
      slug: spec.slug,
      title: spec.title,
      teaser: spec.teaser,
      content: spec.content,
      type: spec.type,
      webStatus: 'Available',
      adminStatus: 'Available',
      seo: { title: spec.title, description: spec.teaser },
      security: { availableTo: 'Public' },
      accolades: { accoladesType: 'None' },
      ...spec.product,
    },
  };
}
