'use client';

import { useState, type ReactNode } from 'react';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';
import { browserConsent, embedsBlocked, onConsentChange } from '@/lib/tracking/consent';
import { NewTabLink } from '@/components/ui/button';

/** The consent record can change while the page is open (banner, 'Do Not Sell'): follow it. */
const blockedNow = () => embedsBlocked(browserConsent());
// On the server (and the first client render) nothing is known: the plain facade shows.
const blockedOnServer = () => false;

/**
 * A third-party embed that loads nothing from outside until the visitor asks: the poster (our own
 * image or a plain panel) and a button render offline; the iframe is created only on click.
 * Players, maps, calendars and forms set the provider's cookies, so when the consent cookie denies
 * functional or targeting cookies the facade explains that and offers a link to the provider's own
 * page instead of loading the embed.
 */
export function IframeFacade({
  src,
  title,
  buttonText,
  poster,
  provider,
  externalHref,
  aspect = 'aspect-video',
  allow,
}: {
  src: string;
  title: string;
  buttonText: string;
  poster?: ReactNode;
  /** Who serves the embed, for the consent note ('Vimeo', 'Google Maps'...). */
  provider: string;
  /** The same content on the provider's site, offered when consent is denied. */
  externalHref: string;
  aspect?: string;
  allow?: string;
}) {
  const [active, setActive] = useState(false);
  const blocked = useBrowserSnapshot(onConsentChange, blockedNow, blockedOnServer);
  return (
    <div
      className={`relative w-full overflow-hidden rounded bg-ink ${aspect}`}
      data-testid="facade"
    >
      {active && !blocked ? (
        <iframe
          src={src}
          title={title}
          allow={allow}
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <>
          {poster}
          <div className="absolute inset-0 flex items-center justify-center bg-ink/30 p-4">
            {blocked ? (
              <div
                role="note"
                className="max-w-md rounded bg-white p-5 text-center text-sm text-ink shadow"
              >
                <p>
                  {provider} sets cookies that your cookie settings do not allow, so this content is
                  not loaded here.
                </p>
                <NewTabLink
                  href={externalHref}
                  className="mt-3 inline-block font-semibold text-wine underline"
                >
                  Open on {provider}
                </NewTabLink>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => setActive(!blockedNow())}
                className="rounded bg-white px-6 py-3 text-sm font-semibold tracking-wide text-ink uppercase shadow hover:bg-off-white"
              >
                {buttonText}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
