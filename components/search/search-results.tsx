import Link from 'next/link';
import { ProductCard } from '@/components/product/product-card';
import { ProductGrid } from '@/components/product/product-grid';
import type { Product } from '@/lib/commerce/entities';
import type { SearchGroup } from '@/lib/catalog/search';
import type { Viewer } from '@/lib/customer/viewer';
import { FOOTER_COLUMNS } from '@/lib/site/navigation';

/**
 * The results page's groups in order: products as cards (the viewer's prices and access), then
 * pages, recipes and events as links with their one-line summary.
 */
export function SearchResults({
  groups,
  products,
  viewer,
}: {
  groups: SearchGroup[];
  products: Product[];
  viewer: Viewer | undefined;
}) {
  return (
    <div className="mt-8 flex flex-col gap-10">
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`}>
          <h2 id={`search-group-${group.kind}`} className="mb-4 font-serif text-2xl">
            {group.label}{' '}
            <span className="text-base text-neutral-600">({group.results.length})</span>
          </h2>
          {group.kind === 'product' ? (
            <ProductGrid listName="Search results" products={products} viewer={viewer}>
              {products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  priority={index === 0}
                  viewer={viewer}
                />
              ))}
            </ProductGrid>
          ) : (
            <ul className="divide-y divide-ash">
              {group.results.map((result) => (
                <li key={result.href} className="py-3">
                  <Link href={result.href} className="font-semibold text-wine hover:underline">
                    {result.title}
                  </Link>
                  {result.summary ? (
                    <p className="text-sm text-neutral-700">{result.summary}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

const SHOP_LINKS = FOOTER_COLUMNS.find((column) => column.heading === 'Shop')?.links ?? [];

/** Where to go when a search finds nothing: the shop's collections. */
export function CollectionSuggestions() {
  return (
    <nav aria-labelledby="search-suggestions" className="mt-8">
      <h2 id="search-suggestions" className="font-serif text-2xl">
        Browse our collections
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SHOP_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="inline-block rounded-full border border-wine px-4 py-1 text-wine hover:bg-wine hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
