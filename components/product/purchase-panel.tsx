import {
  AVAILABILITY_TEXT,
  availabilityStatus,
  defaultVariantOf,
  purchaseLimit,
  restrictionFor,
} from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';
import { priceDisplay, priceViewerOf } from '@/lib/pricing/pricing';
import type { Viewer } from '@/server/visitor/visitor';
import { AllocationPanel, type AllocationCta } from './allocation-panel';
import { GiftCardForm } from './gift-card-form';
import { ProductPurchase, type PurchaseVariant } from './product-purchase';

/** Per-variant price and availability for one viewer, decided on the server. */
function purchaseVariantsOf(
  product: Product,
  viewer: Pick<Viewer, 'isActiveClubMember'>,
  shippingLocationId: string,
): PurchaseVariant[] {
  return product.variants.map((variant) => ({
    sku: variant.sku,
    title: variant.title,
    // The price the cart charges this viewer, and the stock and limit the cart holds to.
    display: priceDisplay(variant, priceViewerOf(product, viewer)),
    status: availabilityStatus(product, variant, shippingLocationId),
    limit: purchaseLimit(product, variant, shippingLocationId),
    bottlesInCase: variant.bottlesInCase ?? 1,
  }));
}

/**
 * Price, availability and the purchase controls of a product, for one viewer:
 * the allocation panel on restricted products; the gift-card form for virtual gift cards;
 * otherwise variants, quantity and Add To Cart (Sold Out when it cannot be sold).
 *
 * Server Component. Props: `product` (from getPublicProduct or a customer's product call),
 * `viewer` (ANONYMOUS_VIEWER for shared/static renders), `shippingLocationId`
 * (getSettings().commerce.shippingLocationId); optional product-hero options `bottlesInCase`,
 * `disableStickySubNavigation` and `customAllocationCta`.
 */
export function PurchasePanel({
  product,
  viewer,
  shippingLocationId,
  bottlesInCase,
  disableStickySubNavigation,
  customAllocationCta,
}: {
  product: Product;
  viewer: Pick<Viewer, 'isLoggedIn' | 'isActiveClubMember'>;
  shippingLocationId: string;
  bottlesInCase?: number;
  disableStickySubNavigation?: boolean;
  customAllocationCta?: AllocationCta;
}) {
  const variant = defaultVariantOf(product);
  // Nothing to buy (Commerce7 lists e.g. a library wine with `variants: []`): say so plainly.
  if (!variant)
    return (
      <div data-testid="purchase-panel">
        <p className="font-semibold">{AVAILABILITY_TEXT.unavailable}</p>
      </div>
    );
  const variants = purchaseVariantsOf(product, viewer, shippingLocationId);

  const restriction = restrictionFor(product, viewer);
  if (restriction) {
    return (
      <div data-testid="purchase-panel">
        <AllocationPanel
          allocation={product.allocation}
          customCta={customAllocationCta}
          invitationOnly={restriction === 'invitation'}
        />
      </div>
    );
  }
  if (product.giftCard?.type === 'Virtual') {
    return (
      <div data-testid="purchase-panel">
        <GiftCardForm
          title={product.title}
          amounts={product.variants.map(({ sku, price }) => ({ sku, price }))}
          defaultSku={variant.sku}
        />
      </div>
    );
  }
  return (
    <div data-testid="purchase-panel">
      <ProductPurchase
        // A new viewer panel (streamed in for a customer) starts fresh rather than reusing state.
        key={viewer.isLoggedIn ? 'customer' : 'anonymous'}
        title={product.title}
        variants={variants}
        defaultSku={variant.sku}
        hideQuantitySelector={product.hideQuantitySelector ?? false}
        bottlesInCase={bottlesInCase}
        disableStickySubNavigation={disableStickySubNavigation}
      />
    </div>
  );
}
