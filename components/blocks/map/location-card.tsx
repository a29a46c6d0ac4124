import { NewTabLink } from '@/components/ui/button';
import { BlockButton } from '../ui/block-button';
import { BlockImage } from '../ui/block-image';
import { RichText } from '../shared/basic';
import type { MapLocation } from '.';

/** The location on the visitor's own maps (app or site), with directions from where they are. */
export function directionsUrl({ name, street, city, state, zipcode }: MapLocation['addressInfo']) {
  const destination = `${name}, ${street}, ${city}, ${state} ${zipcode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const DIRECTIONS_CLASS =
  'inline-flex min-h-11 items-center rounded border-2 border-ink px-5 py-2 text-sm font-semibold tracking-wide text-ink uppercase transition-colors hover:bg-ink hover:text-white';

/**
 * One place to visit, as a card: its photo, name, address and hours (the editor's text), a link
 * that opens the visitor's maps with directions in a new tab, and the editor's button. Nothing is
 * loaded from a map provider: an embedded map was a black box and a scroll trap
 * on a phone; the maps app a tap away does more.
 */
export function LocationCard({ location }: { location: MapLocation }) {
  const { name, street, city, state, zipcode } = location.addressInfo;
  return (
    <article
      className="overflow-hidden rounded border border-ash bg-white"
      data-testid="location-card"
    >
      {location.image ? (
        <BlockImage
          src={location.image.src}
          alt={location.image.altText}
          width={1200}
          height={800}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="p-6">
        <h2 className="font-serif text-2xl">{name}</h2>
        <address className="mt-2 not-italic">
          {street}
          <br />
          {city}, {state} {zipcode}
        </address>
        <RichText html={location.locationInfo} className="mt-3 text-sm text-neutral-700" />
        <div className="mt-4 flex flex-wrap gap-3">
          <NewTabLink href={directionsUrl(location.addressInfo)} className={DIRECTIONS_CLASS}>
            Get directions
            <span className="sr-only"> to {name} (opens in a new tab)</span>
          </NewTabLink>
          {location.button ? (
            <BlockButton
              button={{
                text: location.button.text,
                href: location.button.url,
                design: 'red',
                outlined: true,
              }}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
