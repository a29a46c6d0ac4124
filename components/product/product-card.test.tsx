import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PRODUCT_IMAGE } from '@/lib/constants';
import { ProductImage } from './product-card';

const layout = { alt: 'A wine', width: 300, height: 300, sizes: '300px', quality: 75 };

/**
 * Every seeded product has its picture (Golden Mean once wore the placeholder); a product the
 * commerce platform sends without one still shows the placeholder bottle, never a broken image.
 */
describe('ProductImage', () => {
  it('shows the product’s own picture', () => {
    const html = renderToString(<ProductImage src="/images/products/a-wine.svg" {...layout} />);
    expect(html).toContain('/images/products/a-wine.svg');
    expect(html).not.toContain(PLACEHOLDER_PRODUCT_IMAGE);
  });

  it.each([null, undefined, ''])('falls back to the placeholder bottle for %j', (src) => {
    expect(renderToString(<ProductImage src={src} {...layout} />)).toContain(
      PLACEHOLDER_PRODUCT_IMAGE,
    );
  });
});
