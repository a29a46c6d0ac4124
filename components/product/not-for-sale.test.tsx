import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductSchema } from '@/lib/commerce/entities';
import { REAL_SHAPED_LIBRARY_LISTING } from '@/tests/fixtures/real-shaped-commerce';
import { ANONYMOUS_VIEWER } from '@/lib/customer/viewer';
import { ProductCard } from './product-card';
import { PurchasePanel } from './purchase-panel';

/** A listing with `variants: []` (a library wine) shows as not for sale. */
describe('a product with no variants', () => {
  const product = v.parse(ProductSchema, REAL_SHAPED_LIBRARY_LISTING);

  it('says Currently unavailable on its page, with no purchase controls', () => {
    const html = renderToString(
      <PurchasePanel product={product} viewer={ANONYMOUS_VIEWER} shippingLocationId="loc-b" />,
    );
    expect(html).toContain('Currently unavailable');
    expect(html).not.toContain('Add To Cart');
  });

  it('shows Sold Out on its card, never an add button', () => {
    const html = renderToString(<ProductCard product={product} shippingLocationId="loc-b" />);
    expect(html).toContain('Sold Out');
    expect(html).not.toContain('Add To Cart');
  });
});
