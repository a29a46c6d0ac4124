/**
 * Spacer sizes: a named step in rem per breakpoint, or a custom pixel
 * value between 0 and 250 converted to rem (px / 16).
 */
type SpacerBreakpoint = 'mobile' | 'tablet' | 'desktop';

const SPACER_STEPS: Record<SpacerBreakpoint, readonly number[]> = {
  desktop: [6, 4, 2, 1, 0.5, 0.25],
  tablet: [4.5, 3, 1.5, 0.75, 0.25],
  mobile: [3, 2, 1, 0.5, 0.25],
};
const SPACER_DEFAULT_REM: Record<SpacerBreakpoint, number> = {
  mobile: 1,
  tablet: 1.5,
  desktop: 2,
};
export const SPACER_CUSTOM_PX = { min: 0, max: 250 } as const;

/** One breakpoint's setting: a step (rem), 'custom' with a pixel value, or unset. */
type SpacerSize = number | 'custom' | undefined;

function isValidCustomSpacerPx(px: number): boolean {
  return Number.isFinite(px) && px >= SPACER_CUSTOM_PX.min && px <= SPACER_CUSTOM_PX.max;
}

/**
 * The rem height of a breakpoint. Unknown steps and out-of-range custom values fall back to the
 * default, so a bad setting never produces a giant gap.
 */
export function spacerRem(
  breakpoint: SpacerBreakpoint,
  size: SpacerSize,
  customPx?: number,
): number {
  if (size === 'custom') {
    return customPx !== undefined && isValidCustomSpacerPx(customPx)
      ? customPx / 16
      : SPACER_DEFAULT_REM[breakpoint];
  }
  if (size !== undefined && SPACER_STEPS[breakpoint].includes(size)) return size;
  return SPACER_DEFAULT_REM[breakpoint];
}
