import type { ReactNode } from 'react';
import { EMPTY_COLLECTION_TEXT } from '@/lib/labels';

export type ProductGridLayout = 'three' | 'four' | 'stacked';

const LAYOUT_CLASS: Record<ProductGridLayout, string> = {
  three: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
  four: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
  stacked: 'grid-cols-1',
};

/**
 * The card layout of collections and product blocks (spec section 9): three columns by default,
 * optional four columns or stacked. Full-width cards span the row themselves. With no cards it
 * says 'This collection is empty.'.
 */
export function ProductGrid({
  layout = 'three',
  count,
  children,
}: {
  layout?: ProductGridLayout;
  /** Number of cards, for the empty state. */
  count: number;
  children: ReactNode;
}) {
  if (count === 0) {
    return (
      <p className="py-10 text-center text-neutral-600" data-testid="collection-empty">
        {EMPTY_COLLECTION_TEXT}
      </p>
    );
  }
  return (
    <div
      className={`grid gap-6 ${LAYOUT_CLASS[layout]}`}
      data-testid="product-grid"
      data-layout={layout}
    >
      {children}
    </div>
  );
}
