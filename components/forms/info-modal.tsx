'use client';

import { useId, useRef } from 'react';

/**
 * A field's info modal: opens from its button, closes by its close button
 * or Escape. A native modal <dialog>: focus moves in, the page behind is inert, and focus returns
 * to the button on close.
 */
export function InfoModal({
  label,
  bodyHtml,
}: {
  label: string;
  /** Already sanitised on the server. */
  bodyHtml: string;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className="ml-2 text-sm text-wine underline underline-offset-2"
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        style={{ zIndex: 10_000 }}
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded bg-white p-6 text-ink backdrop:bg-black/50"
      >
        <h2 id={`${id}-title`} className="pr-8 font-serif text-xl">
          {label}
        </h2>
        <div
          className="mt-3 space-y-2 [&_a]:text-wine [&_a]:underline"
          dangerouslySetInnerHTML={{ __html: bodyHtml }}
        />
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label="Close"
          className="absolute top-3 right-3 rounded px-2 text-2xl leading-none"
        >
          <span aria-hidden="true">×</span>
        </button>
      </dialog>
    </>
  );
}
