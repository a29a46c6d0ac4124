'use client';

import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

/** The dialog overlay's z-index: above everything else on the page. */
const DIALOG_Z_INDEX = 10_000;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog of the shell (login, profile, consent, cart sidebar). Built on the native
 * <dialog> opened with showModal(), which puts it in the top layer and makes the rest of the page
 * inert; on top of that it wraps Tab inside itself (so focus never escapes to the browser chrome),
 * closes on Escape and on a press on the backdrop, locks body scroll while open, and gives focus
 * back to whatever opened it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className,
  testId,
  returnFocusTo,
  style,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className: string;
  testId?: string;
  /** Where focus goes on close when not the element focused at opening (see cart store). */
  returnFocusTo?: HTMLElement | null;
  /** Extra inline style (the pop-up's editor-set width and height). */
  style?: CSSProperties;
  children: ReactNode;
}) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const ref = useModal(open, returnFocusTo);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-modal="true"
      data-testid={testId}
      style={{ ...style, zIndex: DIALOG_Z_INDEX }}
      className={`m-0 max-h-none max-w-none bg-white p-0 text-ink backdrop:bg-black/50 ${className}`}
      onCancel={(event) => {
        // Escape: we close through state so React stays the owner of `open`.
        event.preventDefault();
        onCloseRef.current();
      }}
      onMouseDown={(event) => {
        // A press on the <dialog> box itself (not its content) is a press on the backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={wrapTab}
    >
      {/* The content box fills the dialog so that only presses outside it reach the dialog itself. */}
      <div className="h-full">{children}</div>
    </dialog>
  );
}

/**
 * While open: the dialog is modal (top layer, the page inert) and the body does not scroll; on
 * close, focus goes back to `returnFocusTo` (when still on the page) or to the element that opened
 * it. Returns the ref for the <dialog>.
 */
function useModal(open: boolean, returnFocusTo: HTMLElement | null | undefined) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    returnFocusRef.current = returnFocusTo;
  }, [returnFocusTo]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      const target = returnFocusRef.current?.isConnected ? returnFocusRef.current : opener;
      target?.focus();
    };
  }, [open]);
  return ref;
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
export function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // Out of the tab order (a form's honeypot) or not rendered: never a wrap target.
    (element) =>
      element.tabIndex >= 0 &&
      (element.offsetParent !== null || element === document.activeElement),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
