import 'server-only';
import { showsAllocationPanel } from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';
import type { SearchResultItem } from '@/lib/catalog/search';
import { getPublicCatalog } from '@/server/catalog/products';
import { searchSite, type SearchDocument } from '@/server/catalog/search';
import { productsForViewer } from './viewer-products';
import type { Viewer } from './visitor';

/**
 * What a viewer finds: every match, best first, except member-only wines the viewer may not buy.
 * An anonymous viewer never sees them; a signed-in one sees those the commerce service lets them
 * buy (`security.isValidUser` for this customer, as the product page decides).
 */
export async function searchForViewer(query: string, viewer: Viewer): Promise<SearchDocument[]> {
  const documents = (await searchSite(query)).map((hit) => hit.document);
  const restricted = documents.filter((document) => document.restricted);
  if (restricted.length === 0) return documents;
  const allowed = viewer.isLoggedIn
    ? await buyableSlugs(await catalogProducts(restricted), viewer)
    : new Set<string>();
  return documents.filter((document) => !document.restricted || allowed.has(document.slug ?? ''));
}

async function buyableSlugs(products: Product[], viewer: Viewer): Promise<Set<string>> {
  const mine = await productsForViewer(products, viewer);
  return new Set(
    mine.filter((product) => !showsAllocationPanel(product, viewer)).map(({ slug }) => slug),
  );
}

/** The catalogue's products behind product results, in the results' order. */
async function catalogProducts(documents: SearchDocument[]): Promise<Product[]> {
  const bySlug = new Map((await getPublicCatalog()).map((product) => [product.slug, product]));
  return documents.flatMap((document) => {
    const product = document.slug ? bySlug.get(document.slug) : undefined;
    return product ? [product] : [];
  });
}

/** The products behind the product results, as the viewer sees them (their prices and access). */
export async function resultProducts(
  documents: SearchDocument[],
  viewer: Viewer,
): Promise<Product[]> {
  const products = await catalogProducts(documents.filter(({ kind }) => kind === 'product'));
  return productsForViewer(products, viewer);
}

/** A result as the browser gets it: no more than it shows. */
export function resultItem({ kind, title, href, summary }: SearchDocument): SearchResultItem {
  return { kind, title, href, summary };
}
