'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { pushEvent } from '@/lib/tracking/data-layer';
import { listOf, type AnalyticsItem } from '@/lib/tracking/ecommerce';

export interface ListedProduct {
  slug: string;
  item: AnalyticsItem;
}

/**
 * A product list that reports itself: productImpression once, when the list first comes into
 * view, and productClick when a link of one of its cards is followed (the cards carry
 * `data-slug`). The list's markup and cards are the server's; this only wraps them.
 */
export function TrackedProductList({
  listName,
  products,
  className,
  children,
  ...attributes
}: {
  listName: string;
  products: ListedProduct[];
  className: string;
  children: ReactNode;
  'data-testid'?: string;
  'data-layout'?: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (!element || products.length === 0) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      pushEvent('productImpression', {
        ecommerce: listOf(
          listName,
          products.map(({ item }) => item),
        ),
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
    // Once per list shown: the server's list does not change while it is on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('a[href]')) return;
    const slug = target.closest<HTMLElement>('[data-slug]')?.dataset.slug;
    const index = products.findIndex((product) => product.slug === slug);
    const found = products[index];
    if (!found) return;
    pushEvent('productClick', {
      ecommerce: {
        item_list_name: listName,
        items: [{ ...found.item, item_list_name: listName, index }],
      },
    });
  };

  return (
    // Event delegation only: the card links inside are the interactive elements.
    <div ref={list} className={className} onClick={onClick} {...attributes}>
      {children}
    </div>
  );
}
