import type { Page } from '@playwright/test';

/**
 * WCAG 2.5.5 (target size, enhanced) on the phone: every visible interactive
 * element is at least 44x44 CSS px, or the 44x44 square centred on it overlaps no other target
 * (it has that much clear space); and none is under 24 px either way (2.5.8's floor), clear space
 * or not. A link inside a sentence is exempt (the inline exception of both criteria).
 */
export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

export const TARGET_SIZE = 44;
export const TARGET_FLOOR = 24;

/** The targets of the page as it shows now that fail the rule, described for a failure message. */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ size, floor }) => {
      const SELECTOR =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const rect = element.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2) return false; // sr-only, collapsed
        // Inert (behind a modal) or hidden by an ancestor.
        if (element.closest('[inert], [aria-hidden="true"]')) return false;
        return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      };
      /** A link in running text (WCAG's inline exception): its paragraph says more than it. */
      const inline = (element: Element) => {
        if (element.tagName !== 'A') return false;
        const block = element.closest('p, dd, td, figcaption, label');
        const words = (node: Element | null) => (node?.textContent ?? '').trim().length;
        return block !== null && words(block) > words(element) + 10;
      };
      /** A control inside a label: the label is the target (its box counts). */
      const boxOf = (element: Element) => {
        const label =
          element instanceof HTMLInputElement &&
          (element.type === 'checkbox' || element.type === 'radio')
            ? (element.closest('label') ??
              (element.id ? document.querySelector(`label[for="${element.id}"]`) : null))
            : null;
        const rects = [element.getBoundingClientRect()];
        if (label) rects.push(label.getBoundingClientRect());
        const left = Math.min(...rects.map((rect) => rect.left));
        const top = Math.min(...rects.map((rect) => rect.top));
        const right = Math.max(...rects.map((rect) => rect.right));
        const bottom = Math.max(...rects.map((rect) => rect.bottom));
        return { left, top, right, bottom, width: right - left, height: bottom - top };
      };
      // With a modal dialog open, only what is inside it can be touched.
      const modal = document.querySelector('dialog:modal');
      const targets = [...(modal ?? document).querySelectorAll(SELECTOR)]
        .filter(visible)
        // A target nested in another (an input inside a labelled button) counts once, outermost.
        .filter((element) => !element.parentElement?.closest(SELECTOR));
      const boxes = targets.map((element) => ({ element, box: boxOf(element) }));
      const overlaps = (
        a: { left: number; top: number; right: number; bottom: number },
        b: { left: number; top: number; right: number; bottom: number },
      ) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const failures: { what: string; width: number; height: number }[] = [];
      for (const { element, box } of boxes) {
        if (inline(element)) continue;
        const big = box.width >= size - 0.5 && box.height >= size - 0.5;
        if (big) continue;
        const tooSmall = box.width < floor - 0.5 || box.height < floor - 0.5;
        const cx = (box.left + box.right) / 2;
        const cy = (box.top + box.bottom) / 2;
        const square = {
          left: cx - size / 2,
          right: cx + size / 2,
          top: cy - size / 2,
          bottom: cy + size / 2,
        };
        const crowding = boxes.find(
          (other) => other.element !== element && overlaps(square, other.box),
        );
        if (!tooSmall && !crowding) continue;
        const nameOf = (target: Element) =>
          target.getAttribute('aria-label') ??
          ((target.textContent ?? '').trim().slice(0, 40) ||
            target.getAttribute('name') ||
            target.id ||
            '');
        const why = tooSmall
          ? 'under 24 px'
          : `crowded by ${crowding!.element.tagName.toLowerCase()} "${nameOf(crowding!.element)}"`;
        failures.push({
          what: `${element.tagName.toLowerCase()} "${nameOf(element)}" (${why})`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return failures;
    },
    { size: TARGET_SIZE, floor: TARGET_FLOOR },
  );
}
