import { connection } from 'next/server';
import { eventFactsOf, isEventOver, seatsLeft } from '@/lib/events/events';
import { getPublicCatalog } from '@/server/catalog/products';
import { getSettings } from '@/server/config';

/**
 * The seats left of every upcoming event, by product slug, from the one shared catalogue read:
 * the events page and an event's page are prerendered at different moments, so each
 * replaces its printed count with this answer once it is interactive, and both say the same.
 */
export async function GET() {
  await connection();
  const { shippingLocationId } = getSettings().commerce;
  const now = new Date();
  const seats: Record<string, number> = {};
  for (const product of await getPublicCatalog()) {
    const facts = eventFactsOf(product);
    if (facts && !isEventOver(facts.date, now))
      seats[product.slug] = seatsLeft(product, shippingLocationId);
  }
  return Response.json(seats, { headers: { 'Cache-Control': 'no-store' } });
}
