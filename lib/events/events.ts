/**
 * Dated events sold as Event Ticket products: when and where one takes place,
 * whether it is over, and the upcoming/past split of the events page. Pure: callers pass `now`.
 */
import { defaultVariantOf } from '../catalog/availability';
import type { Product } from '../commerce/entities';
import { eventIsOver } from '../catalog/sellable';

/** The winery's clock: event times in the catalogue are local to the estate (Paso Robles). */
export const WINERY_TIME_ZONE = 'America/Los_Angeles';

export const EVENT_OVER_TEXT = 'Sorry, this event has already taken place';
export const EVENT_SOLD_OUT_TEXT = 'Sorry, this event is sold out';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** When and where an event takes place: its day, local start and end times and its place. */
export interface EventFacts {
  date: string;
  time: string | null;
  endTime: string | null;
  place: string | null;
}

type EventFields = Pick<Product, 'type'> &
  Partial<Pick<Product, 'eventDate' | 'eventTime' | 'eventEndTime' | 'eventPlace'>>;

/** The event facts of an Event Ticket with a well-formed day, else null (not a dated event). */
export function eventFactsOf(product: EventFields): EventFacts | null {
  if (product.type !== 'Event Ticket' || !product.eventDate || !DATE.test(product.eventDate))
    return null;
  const time = (value: string | null | undefined) => (value && TIME.test(value) ? value : null);
  return {
    date: product.eventDate,
    time: time(product.eventTime),
    endTime: time(product.eventEndTime),
    place: product.eventPlace?.trim() || null,
  };
}

/**
 * Over from the day after the event (UTC): the very rule the cart sells by (`lib/catalog/sellable.ts`),
 * so the page never offers what the cart refuses.
 */
export function isEventOver(date: string, now: Date): boolean {
  return eventIsOver({ type: 'Event Ticket', eventDate: date }, now);
}

/** Seats left: the default variant's count at the shipping location (none known: 0). */
export function seatsLeft(
  product: Pick<Product, 'variants' | 'defaultVariantIndex'>,
  locationId: string,
) {
  const variant = defaultVariantOf(product);
  const row = variant?.inventory.find((entry) => entry.inventoryLocationId === locationId);
  return Math.max(0, row?.availableForSaleCount ?? 0);
}

export interface ListedEvent {
  product: Product;
  facts: EventFacts;
}

const startKey = ({ facts }: ListedEvent) => `${facts.date}T${facts.time ?? '00:00'}`;

/** The catalogue's dated events: upcoming soonest first, past ones apart, latest first. */
export function splitEvents(
  catalog: readonly Product[],
  now: Date,
): { upcoming: ListedEvent[]; past: ListedEvent[] } {
  const events = catalog.flatMap((product) => {
    const facts = eventFactsOf(product);
    return facts ? [{ product, facts }] : [];
  });
  const byStart = (a: ListedEvent, b: ListedEvent) => startKey(a).localeCompare(startKey(b));
  return {
    upcoming: events.filter(({ facts }) => !isEventOver(facts.date, now)).sort(byStart),
    past: events.filter(({ facts }) => isEventOver(facts.date, now)).sort((a, b) => byStart(b, a)),
  };
}

/** Milliseconds the zone is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - instant;
}

/** The instant a local wall-clock time (`YYYY-MM-DD`, `HH:MM`) in the zone happens. */
export function zonedInstant(date: string, time: string, timeZone = WINERY_TIME_ZONE): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the offset at the guess can differ from the offset at the answer across a DST change.
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** ISO 8601 with the winery's offset ('2027-06-12T18:00:00-07:00'), for schema.org. */
export function isoWithOffset(date: string, time: string, timeZone = WINERY_TIME_ZONE): string {
  const instant = zonedInstant(date, time, timeZone).getTime();
  const offset = Math.round(zoneOffsetMs(instant, timeZone) / 60000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  return `${date}T${time}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Saturday, June 12, 2027' (the day as written, whatever the reader's zone). */
export const formatEventDay = (date: string) => DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));

/** '6:00 pm' from '18:00'. */
export function formatClock(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '6:00 pm – 9:00 pm', '6:00 pm', or null when the event has no time. */
export function formatEventTime({ time, endTime }: Pick<EventFacts, 'time' | 'endTime'>) {
  if (!time) return null;
  return endTime ? `${formatClock(time)} – ${formatClock(endTime)}` : formatClock(time);
}

/** The one line a cart line and a receipt show: 'Saturday, June 12, 2027, 6:00 pm'. */
export function formatEventWhen(facts: Pick<EventFacts, 'date' | 'time'>): string {
  const day = formatEventDay(facts.date);
  return facts.time ? `${day}, ${formatClock(facts.time)}` : day;
}

/** A cart line's or order item's event words, or null (no event, or a day that is no date). */
export function eventWhenOf(item: {
  eventDate?: string | null;
  eventTime?: string | null;
}): string | null {
  if (!item.eventDate || !DATE.test(item.eventDate)) return null;
  const time = item.eventTime && TIME.test(item.eventTime) ? item.eventTime : null;
  return formatEventWhen({ date: item.eventDate, time });
}

/** The .ics file of an event (app/api/events/[slug]/calendar): the events page and the receipt. */
export const eventCalendarPath = (slug: string) =>
  `/api/events/${encodeURIComponent(slug)}/calendar`;
