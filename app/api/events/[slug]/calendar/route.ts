import { connection } from 'next/server';
import { eventCalendar } from '@/lib/events/event-calendar';
import { eventFactsOf } from '@/lib/events/events';
import { getPublicProduct } from '@/server/catalog/products';
import { getSettings } from '@/server/config';

/**
 * "Add to calendar" for an event: the event's ticket product as one iCalendar
 * file, from the shared product read. 404 for anything that is not a dated event. The same for
 * every visitor, so browsers and CDNs may keep it an hour.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  await connection();
  const { slug } = await params;
  const product = await getPublicProduct(slug);
  const facts = product ? eventFactsOf(product) : null;
  if (!product || !facts) return new Response('No such event', { status: 404 });
  const { webUrl, brand } = getSettings();
  const url = `${webUrl}/product/${product.slug}`;
  const body = eventCalendar({
    uid: `${product.slug}@${new URL(webUrl).host}`,
    title: product.title,
    description: [product.teaser, url].filter(Boolean).join('\n\n'),
    url,
    brand: brand.name,
    facts,
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${product.slug}.ics"`,
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}
