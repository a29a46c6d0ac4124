'use client';

import { useEffect, useRef } from 'react';
import { useSettledAccount } from '@/components/session/session-sync';
import { pushEvent } from '@/lib/tracking/data-layer';
import { withValue, type AnalyticsItem } from '@/lib/tracking/ecommerce';
import { viewedProductPayload } from '@/lib/tracking/payloads';

/**
 * A product shown in detail (product page, product hero block): productDetailImpression once, and
 * the e-mail tracker's kl_viewed_product (which the gate sends only when the tracker cookie or the
 * logged-in customer's e-mail identifies the visitor).
 */
export function ProductDetailEvents({
  item,
  productId,
  slug,
  image,
}: {
  item: AnalyticsItem;
  productId: string;
  slug: string;
  image: string | undefined;
}) {
  useEffect(() => {
    pushEvent('productDetailImpression', { ecommerce: withValue([item]) });
    // Once per product shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  // The tracker's event waits for the header to know who is logged in (their e-mail identifies them).
  const account = useSettledAccount();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (account === undefined || viewed.current === slug) return;
    viewed.current = slug;
    const origin = window.location.origin;
    const email = account?.email || undefined;
    pushEvent(
      'kl_viewed_product',
      viewedProductPayload(
        item,
        {
          id: productId,
          url: new URL(`/product/${slug}`, origin).href,
          imageUrl: image ? new URL(image, origin).href : undefined,
        },
        email,
      ),
      { email },
    );
  }, [account, slug, item, productId, image]);
  return null;
}
