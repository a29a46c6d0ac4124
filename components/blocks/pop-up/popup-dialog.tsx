'use client';

import { useEffect, useId, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { isPopupAllowedOnPath } from '@/lib/forms/popup';
import { bannerTargetsPath } from '@/lib/content/pencil-banner';
import type { PublicPopup } from './popup-data';
import { usePopupState } from './use-popup-state';
import { useShellStore } from '@/components/session/shell-store';

/**
 * Picks the pop-up aimed at this page: targeted entries before untargeted ones; none on excluded
 * addresses or on /checkout.
 */
export function PopUpAtPath({ popups, pathname }: { popups: PublicPopup[]; pathname: string }) {
  const ordered = [...popups].sort(
    (a, b) => Number(b.targeting.length > 0) - Number(a.targeting.length > 0),
  );
  const popup = ordered.find((candidate) => bannerTargetsPath(candidate.targeting, pathname));
  if (!popup || !isPopupAllowedOnPath(pathname, popup.options.excludedUrls)) return null;
  return <PopUp key={popup.id} popup={popup} />;
}

/** One pop-up: the dialog at its step, or its minimized button. */
function PopUp({ popup }: { popup: PublicPopup }) {
  const { options } = popup;
  const titleId = useId();
  const state = usePopupState(popup);

  if (state.phase === 'minimized' && options.minimizedText) {
    return (
      <MinimizedButton
        text={options.minimizedText}
        onOpen={state.reopen}
        onDismiss={state.complete}
      />
    );
  }
  if (!state.steps) return null;
  const { PopupStepContent } = state.steps;
  return (
    <ModalDialog
      open
      onClose={state.close}
      labelledBy={titleId}
      testId="popup"
      className="fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded"
      style={{ maxWidth: options.maxWidth, minHeight: Math.min(options.minHeight, 9999) }}
    >
      <div
        className="relative flex h-full flex-col bg-cover bg-center p-8 pt-12"
        style={
          options.backgroundImage
            ? { backgroundImage: `url(${JSON.stringify(options.backgroundImage.imageSrc)})` }
            : undefined
        }
      >
        <button
          type="button"
          onClick={state.close}
          aria-label="Close"
          className="absolute top-1 right-1 min-h-11 min-w-11 rounded px-3 py-1 text-2xl leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
        {options.topImage ? <PopupImage image={options.topImage} /> : null}
        <h2 id={titleId} className="text-center font-serif text-3xl">
          {options.title}
        </h2>
        <PopupStepContent
          popup={popup}
          step={state.step}
          onStep={state.advance}
          onStartShopping={state.complete}
        />
        {options.bottomImage ? <PopupImage image={options.bottomImage} /> : null}
      </div>
    </ModalDialog>
  );
}

/** What the minimized button must never cover: product cards. */
const KEEP_CLEAR = '[data-testid="product-card"]';

/**
 * Whether the element at `ref` would cover a product card where it is fixed; checked as the page
 * scrolls or resizes (once a frame at most).
 */
function useCoversCards(element: HTMLElement | null): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    if (!element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = element.getBoundingClientRect();
      const hit = [...document.querySelectorAll(KEEP_CLEAR)].some((card) => {
        const box = card.getBoundingClientRect();
        return (
          box.left < own.right &&
          own.left < box.right &&
          box.top < own.bottom &&
          own.top < box.bottom
        );
      });
      setCovers(hit);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [element]);
  return covers;
}

/**
 * A closed pop-up's way back: bottom-left, lifted above the cookie banner while that shows (its
 * height in the shell store), and out of the way (hidden) while it would cover a product card.
 * Dismissing it completes the pop-up.
 */
function MinimizedButton({
  text,
  onOpen,
  onDismiss,
}: {
  text: string;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const covers = useCoversCards(element);
  const bannerHeight = useShellStore((state) => state.cookieBannerHeight) ?? 0;
  return (
    <div
      ref={setElement}
      style={{ bottom: `calc(${bannerHeight}px + 1rem)` }}
      className={`fixed left-4 z-40 flex items-center gap-1 rounded-full bg-wine text-white shadow-lg transition-opacity ${covers ? 'invisible opacity-0' : ''}`}
      data-testid="popup-minimized"
    >
      <button
        type="button"
        onClick={onOpen}
        className="min-h-11 rounded-full py-2 pl-4 text-sm font-semibold"
        aria-haspopup="dialog"
      >
        {text}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={`Dismiss ${text}`}
        className="min-h-11 min-w-11 rounded-full px-3 py-2 text-lg leading-none"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function PopupImage({ image }: { image: NonNullable<PublicPopup['options']['topImage']> }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- editor images at editor-set sizes
    <img
      src={image.imageSrc}
      alt={image.alt}
      width={image.desktopWidth ?? image.tabletWidth ?? image.mobileWidth}
      height={image.desktopHeight ?? image.tabletHeight ?? image.mobileHeight}
      className="mx-auto my-4 h-auto max-w-full"
    />
  );
}
