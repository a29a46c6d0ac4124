import * as v from 'valibot';
import { EDITOR_LIMITS, checkTieredDiscount, exclusiveHook } from '@/lib/content/editor-limits';
import { text, flag } from '../shared/schemas';
import { PAGES, str, bool, num, object, list, choice } from '../shared/inputs';
import { defineBlock } from '../define';

const styled = v.looseObject({ text: v.string(), font: text, color: text });

/** A line in the editor's colour and font; nothing when the editor left it out. */
function StyledLine({
  line,
  className,
}: {
  line: v.InferOutput<typeof styled> | undefined;
  className: string;
}) {
  return line ? (
    <p className={className} style={{ color: line.color, fontFamily: line.font }}>
      {line.text}
    </p>
  ) : null;
}

const TieredDiscountListSchema = v.looseObject({
  design: v.optional(
    v.picklist(['hero-tiered-discount', 'hero-tiered-discount-alt']),
    'hero-tiered-discount',
  ),
  items: v.array(
    v.looseObject({
      eyebrow: v.optional(styled),
      percent: v.pipe(
        v.looseObject({
          value: v.number(),
          showSymbol: flag,
          showDollarSign: flag,
          showPlusSign: flag,
          font: text,
          color: text,
        }),
        v.check(
          (percent) => checkTieredDiscount(percent) === undefined,
          EDITOR_LIMITS.tieredDiscount.message,
        ),
      ),
      description: v.optional(styled),
    }),
  ),
});

export const TieredDiscountListDefinition = defineBlock({
  name: 'TieredDiscountList',
  schema: TieredDiscountListSchema,
  group: 'Hero',
  models: PAGES,
  inputs: [
    choice('design', TieredDiscountListSchema.entries.design),
    list('items', [
      object('eyebrow', [str('text'), str('font'), str('color')]),
      object(
        'percent',
        [
          num('value', { required: true }),
          bool('showSymbol'),
          bool('showDollarSign'),
          bool('showPlusSign'),
          str('font'),
          str('color'),
        ],
        {
          onChange: exclusiveHook(
            'percent',
            'showSymbol',
            'showDollarSign',
            EDITOR_LIMITS.tieredDiscount.message,
          ),
        },
      ),
      object('description', [str('text'), str('font'), str('color')]),
    ]),
  ],
  render: (options) => (
    <section
      className={`px-4 py-12 ${options.design === 'hero-tiered-discount-alt' ? 'bg-ink text-white' : 'bg-off-white'}`}
    >
      <ul className="mx-auto flex max-w-5xl flex-wrap justify-center gap-10">
        {options.items.map((item, index) => {
          const { percent } = item;
          const value = `${percent.showPlusSign ? '+' : ''}${percent.showDollarSign ? '$' : ''}${percent.value}${percent.showSymbol ? '%' : ''}`;
          return (
            <li key={index} className="text-center">
              <StyledLine line={item.eyebrow} className="text-sm tracking-widest uppercase" />
              <p
                className="font-serif text-6xl"
                style={{ color: percent.color, fontFamily: percent.font }}
              >
                {value}
              </p>
              <StyledLine line={item.description} className="mt-1 text-sm" />
            </li>
          );
        })}
      </ul>
    </section>
  ),
});
