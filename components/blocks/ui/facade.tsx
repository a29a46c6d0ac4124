'use client';

import { useState, type ReactNode } from 'react';

/**
 * A third-party embed that loads nothing from outside until the visitor asks: the poster (our own
 * image or a plain panel) and a button render offline; the iframe is created only on click.
 */
export function IframeFacade({
  src,
  title,
  buttonText,
  poster,
  aspect = 'aspect-video',
  allow,
}: {
  src: string;
  title: string;
  buttonText: string;
  poster?: ReactNode;
  aspect?: string;
  allow?: string;
}) {
  const [active, setActive] = useState(false);
  return (
    <div className={`relative w-full overflow-hidden rounded bg-ink ${aspect}`} data-testid="facade">
      {active ? (
        <iframe src={src} title={title} allow={allow} allowFullScreen className="absolute inset-0 h-full w-full border-0" />
      ) : (
        <>
          {poster}
          <div className="absolute inset-0 flex items-center justify-center bg-ink/30">
            <button
              type="button"
              onClick={() => setActive(true)}
              className="rounded bg-white px-6 py-3 text-sm font-semibold tracking-wide text-ink uppercase shadow hover:bg-off-white"
            >
              {buttonText}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
