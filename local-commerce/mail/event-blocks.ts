import type { Order } from '../../lib/commerce/entities';
import { eventCalendarPath, eventWhenOf } from '../../lib/events/events';
import type { Block } from './layout';

/**
 * An event ticket's when and where, one block per event, with the link to its calendar file.
 */
export function eventBlocks(order: Order, webUrl: string): Block[] {
  return order.items.flatMap((item): Block[] => {
    const when = eventWhenOf(item);
    if (!when) return [];
    const rows: [string, string][] = [['When', when]];
    if (item.eventPlace) rows.push(['Where', item.eventPlace]);
    rows.push(['Seats', String(item.quantity)]);
    const blocks: Block[] = [
      { kind: 'heading', text: item.productTitle },
      { kind: 'facts', rows },
    ];
    if (item.productSlug)
      blocks.push({
        kind: 'button',
        label: 'Add to calendar',
        href: new URL(eventCalendarPath(item.productSlug), webUrl).href,
      });
    return blocks;
  });
}
