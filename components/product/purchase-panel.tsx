import {
  AVAILABILITY_TEXT,
  availabilityStatus,
  defaultVariantOf,
  showsAllocationPanel,
} from '@/lib/availability';
import type { Product } from '@/lib/commerce/entities';
import { priceDisplay } from '@/lib/pricing';
import type { Viewer } from '@/server/shop/viewer';
import { AddToCartButton, SoldOutButton } from './add-to-cart-button';
import { AllocationPanel } from './allocation-panel';
import { Price } from './price';

/**
 * Price, availability and the purchase control of a product, for one viewer: the allocation panel
 * on restricted products, otherwise Add To Cart or a disabled Sold Out button.
 */
export function PurchasePanel({
  product,
  viewer,
  shippingLocationId,
}: {
  product: Product;
  viewer: Pick<Viewer, 'isLoggedIn' | 'isActiveClubMember'>;
  shippingLocationId: string;
}) {
  const variant = defaultVariantOf(product);
  if (!variant) return null;
  const display = priceDisplay(variant, {
    isActiveClubMember: viewer.isActiveClubMember,
    hideClubPrice: product.hideClubPrice,
  });
  const restricted = showsAllocationPanel(product, viewer);
  const status = availabilityStatus(product, variant, shippingLocationId);
  return (
    <div className="space-y-4" data-testid="purchase-panel">
      <Price display={display} />
      {restricted ? (
        <AllocationPanel allocation={product.allocation} />
      ) : (
        <>
          <p className="text-sm" data-testid="availability">
            {AVAILABILITY_TEXT[status]}
          </p>
          {status !== 'unavailable' ? (
            <AddToCartButton sku={variant.sku} title={product.title} />
          ) : (
            <SoldOutButton title={product.title} />
          )}
        </>
      )}
    </div>
  );
}
