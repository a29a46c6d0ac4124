'use client';

import { useEffect, useState } from 'react';

/**
 * One request per page, however many events it lists: every count on a page asks within moments
 * of the others. A page reached later in the same visit (the router keeps this module) asks again.
 */
const SHARED_FOR_MS = 5_000;
let seatsRequest: { at: number; seats: Promise<Record<string, number>> } | null = null;

function loadSeats(): Promise<Record<string, number>> {
  const now = Date.now();
  if (seatsRequest && now - seatsRequest.at < SHARED_FOR_MS) return seatsRequest.seats;
  const seats = fetch('/api/events/seats', { cache: 'no-store' })
    .then((reply): Promise<Record<string, number>> | Record<string, number> =>
      reply.ok ? (reply.json() as Promise<Record<string, number>>) : {},
    )
    .catch((): Record<string, number> => ({}));
  seatsRequest = { at: now, seats };
  return seats;
}

/**
 * An event's seats left: the prerendered count, replaced once the page is interactive by the
 * count every page reads from the same source (`app/api/events/seats`), so the events list and
 * the event's own page never disagree.
 */
export function SeatsLeft({ slug, initial }: { slug: string; initial: number }) {
  const [seats, setSeats] = useState(initial);
  useEffect(() => {
    let current = true;
    void loadSeats().then((all) => {
      const live = all[slug];
      if (current && typeof live === 'number') setSeats(live);
    });
    return () => {
      current = false;
    };
  }, [slug]);
  return <>{seats === 0 ? 'None' : String(seats)}</>;
}
