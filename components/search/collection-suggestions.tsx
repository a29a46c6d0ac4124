import Link from 'next/link';
import { FOOTER_COLUMNS } from '@/lib/site/navigation';

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
