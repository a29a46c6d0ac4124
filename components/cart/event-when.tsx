import type { CartItem } from '@/lib/commerce/entities';
import { eventWhenOf } from '@/lib/events/events';

/** An event ticket's day and time under its cart line or receipt line; nothing for other items. */
export function EventWhen({ item }: { item: Pick<CartItem, 'eventDate' | 'eventTime'> }) {
  const when = eventWhenOf(item);
  return when ? (
    <span className="block text-xs text-neutral-600" data-testid="line-event">
      <span className="sr-only">Event: </span>
      {when}
    </span>
  ) : null;
}
