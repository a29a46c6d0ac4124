'use client';

import { useCurrentPath } from '../ui/use-current-path';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  ALL_ALLOWED,
  browserConsent,
  NECESSARY_ONLY,
  needsConsentChoice,
  onConsentChange,
  writeBrowserConsent,
  type Consent,
  type ConsentChoice,
} from '@/lib/tracking/consent';
import { routeTracking } from '@/lib/tracking/routes';
import { ModalDialog } from '../ui/modal-dialog';
import { useShellStore } from '../session/shell-store';

/**
 * While the banner shows, its height is in the shell store (`cookieBannerHeight`), so that other
 * bottom-anchored widgets (the pop-up's minimized button) sit above it instead of under it. The
 * height comes from a ResizeObserver, which reports after the browser's own layout: reading
 * `offsetHeight` here forced a layout while the page was still hydrating, and the custom property
 * this used to set on <html> made the browser restyle every element of the page.
 */
function usePublishedBannerHeight(banner: HTMLElement | null) {
  const setHeight = useShellStore((state) => state.setCookieBannerHeight);
  useEffect(() => {
    if (!banner) return;
    setHeight(0);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(entry.borderBoxSize[0]?.blockSize ?? 0);
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      setHeight(null);
    };
  }, [banner, setHeight]);
}

/** The visitor's consent record: undefined until read in the browser, then kept current. */
function useConsentRecord(): Consent | undefined {
  // The server and the first render know nothing.
  const [consent, setConsent] = useState<Consent | undefined>(undefined);
  useEffect(() => {
    const read = () => setConsent(browserConsent());
    const timer = window.setTimeout(read, 0);
    const stop = onConsentChange(read);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, []);
  return consent;
}

const choose = (choice: ConsentChoice) => writeBrowserConsent(choice);

/**
 * The embedded consent management: a cookie banner until the visitor chooses (never on
 * checkout) and the consent preferences dialog that the footer's 'Do Not Sell or Share My
 * Personal Information' link opens. Both write the one consent record (lib/tracking/consent.ts) that the
 * data layer, the tag manager, embeds and Builder tracking read; a denial reaches them at once.
 */
export function ConsentManager() {
  const pathname = useCurrentPath();
  const openDialog = useShellStore((state) => state.openDialog);
  const closeDialog = useShellStore((state) => state.closeDialog);
  const showDialog = useShellStore((state) => state.showDialog);
  const consent = useConsentRecord();

  // Known after hydration; the banner never shows before then (consent is read in an effect).
  const bannerAllowed = pathname !== null && routeTracking(pathname).cookieBanner;
  return (
    <>
      {consent && needsConsentChoice(consent) && bannerAllowed && openDialog !== 'consent' ? (
        <CookieBanner onPreferences={() => showDialog('consent')} />
      ) : null}
      <ConsentPreferences open={openDialog === 'consent'} onClose={closeDialog} consent={consent} />
    </>
  );
}

function CookieBanner({ onPreferences }: { onPreferences: () => void }) {
  const [banner, setBanner] = useState<HTMLElement | null>(null);
  usePublishedBannerHeight(banner);
  return (
    <section
      ref={setBanner}
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-ash bg-white p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.1)]"
    >
      <div className="mx-auto flex max-w-[1440px] flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="text-sm">
          We use cookies for analytics and marketing. You can change your choice at any time in the
          consent preferences.
        </p>
        <div className="flex shrink-0 gap-2">
          <BannerButton onClick={onPreferences}>Preferences</BannerButton>
          <BannerButton onClick={() => choose(NECESSARY_ONLY)}>Decline</BannerButton>
          <BannerButton onClick={() => choose(ALL_ALLOWED)} accept>
            Accept
          </BannerButton>
        </div>
      </div>
    </section>
  );
}

function BannerButton({
  onClick,
  accept = false,
  children,
}: {
  onClick: () => void;
  accept?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={
        accept
          ? 'rounded bg-wine px-3 py-2 text-sm text-white'
          : 'rounded border border-ink px-3 py-2 text-sm'
      }
    >
      {children}
    </button>
  );
}

/** The preferences dialog: one switch for analytics and marketing, saved on submit. */
function ConsentPreferences({
  open,
  onClose,
  consent,
}: {
  open: boolean;
  onClose: () => void;
  consent: Consent | undefined;
}) {
  const titleId = useId();
  const optionId = useId();
  const sharing = consent?.analytics === true && consent.targeting;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      testId="consent-preferences"
      className="fixed inset-0 m-auto h-fit w-[min(32rem,calc(100%-2rem))] rounded"
    >
      <form
        className="space-y-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          const allowed = new FormData(event.currentTarget).get('marketing') === 'on';
          choose(allowed ? ALL_ALLOWED : NECESSARY_ONLY);
          onClose();
        }}
      >
        <h2 id={titleId} className="font-serif text-2xl">
          Consent preferences
        </h2>
        <p className="text-sm">
          Strictly necessary cookies (cart, login, age confirmation) are always on. Analytics and
          marketing cookies share information about your visit with our partners; turning them off
          opts you out of the sale or sharing of your personal information.
        </p>
        <div className="flex items-start gap-2">
          <input
            // Remounted when the record changes, so it always opens on the current choice.
            key={String(sharing)}
            id={optionId}
            name="marketing"
            type="checkbox"
            // Shows the recorded choice; with none yet, sharing is off until the visitor allows it.
            defaultChecked={sharing}
            className="mt-1"
          />
          <label htmlFor={optionId} className="text-sm">
            Allow analytics and marketing cookies
          </label>
        </div>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded border border-ink px-4 py-2 text-sm"
          >
            Cancel
          </button>
          <button type="submit" className="rounded bg-wine px-4 py-2 text-sm text-white">
            Save preferences
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
