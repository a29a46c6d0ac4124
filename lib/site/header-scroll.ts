/**
 * The header hides while the visitor scrolls down and comes back when they scroll up (direction
 * sampled every 300 ms).
 */
export { SCROLL_DIRECTION_SAMPLE_MS } from '@/lib/constants';

/** Near the top the header always shows; below this many pixels it may hide. */
const HEADER_REVEAL_ZONE_PX = 80;

export function headerHiddenAfter(
  previousY: number,
  currentY: number,
  wasHidden: boolean,
): boolean {
  if (currentY <= HEADER_REVEAL_ZONE_PX) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
