'use client';

import { useId } from 'react';
import { ModalDialog } from '@/components/shell/modal-dialog';
import { isPopupAllowedOnPath } from '@/lib/forms/popup';
import { bannerTargetsPath } from '@/lib/pencil-banner';
import type { PublicPopup } from './popup-data';
import { usePopupState } from './use-popup-state';

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

/** One pop-up: the dialog at its step, or its minimized button (blocks spec section 4). */
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
          className="absolute top-2 right-2 rounded px-3 py-1 text-2xl leading-none"
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

/**
 * A closed pop-up's way back: bottom-left, lifted above the cookie banner while that shows (its
 * published height). Dismissing it completes the pop-up.
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
  return (
    <div
      className="fixed bottom-[calc(var(--consent-banner-height,0px)+1rem)] left-4 z-40 flex items-center gap-1 rounded-full bg-wine text-white shadow-lg"
      data-testid="popup-minimized"
    >
      <button
        type="button"
        onClick={onOpen}
        className="rounded-full py-2 pl-4 text-sm font-semibold"
        aria-haspopup="dialog"
      >
        {text}
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={`Dismiss ${text}`}
        className="rounded-full px-3 py-2 text-lg leading-none"
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
