import * as v from 'valibot';
import { EDITOR_LIMITS, integerRangeHook } from '@/lib/content/editor-limits';
import { SPACER_CUSTOM_PX, spacerRem } from '@/lib/content/spacer';
import { flag } from '../shared/schemas';
import { EVERYWHERE, bool, num } from '../shared/inputs';
import { defineBlock } from '../define';

const spacerSize = v.optional(v.union([v.number(), v.literal('custom')]));

const spacerPx = v.optional(
  v.pipe(
    v.number(),
    v.minValue(SPACER_CUSTOM_PX.min, EDITOR_LIMITS.spacerCustom.message),
    v.maxValue(SPACER_CUSTOM_PX.max, EDITOR_LIMITS.spacerCustom.message),
  ),
);

const SpacerSchema = v.looseObject({
  desktop: spacerSize,
  tablet: spacerSize,
  mobile: spacerSize,
  desktopCustom: spacerPx,
  tabletCustom: spacerPx,
  mobileCustom: spacerPx,
  line: flag,
});

export const SpacerDefinition = defineBlock({
  name: 'Spacer',
  schema: SpacerSchema,
  group: 'Layout',
  models: EVERYWHERE,
  inputs: (['desktop', 'tablet', 'mobile'] as const)
    .flatMap((bp) => [
      { name: bp, type: 'text', helperText: 'A size step in rem, or "custom"' },
      num(`${bp}Custom`, {
        helperText: 'Custom height in px (0-250)',
        onChange: integerRangeHook(`${bp}Custom`, EDITOR_LIMITS.spacerCustom),
      }),
    ])
    .concat([bool('line', false, 'Draw a thin line in the middle')]),
  render: (options) => {
    const rem = (bp: 'mobile' | 'tablet' | 'desktop') =>
      `${spacerRem(bp, options[bp], options[`${bp}Custom`])}rem`;
    return (
      <div
        aria-hidden="true"
        className="flex h-(--spacer-mobile) items-center md:h-(--spacer-tablet) lg:h-(--spacer-desktop)"
        style={
          {
            '--spacer-mobile': rem('mobile'),
            '--spacer-tablet': rem('tablet'),
            '--spacer-desktop': rem('desktop'),
          } as React.CSSProperties
        }
        data-testid="spacer"
      >
        {options.line ? <hr className="mx-auto w-full max-w-[1440px] border-ash" /> : null}
      </div>
    );
  },
});
