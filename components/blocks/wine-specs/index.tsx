import * as v from 'valibot';
import { EDITOR_LIMITS, integerRangeHook } from '@/lib/content/editor-limits';
import { ButtonBox } from '../ui/block-button';
import { Icon } from '../ui/icon';
import { text, required, ButtonSchema, ICONS } from '../shared/schemas';
import { PRODUCT_MODELS, str, num, pick, list, button, choice } from '../shared/inputs';
import { defineBlock } from '../define';

export const VARIETALS = [
  'Cabernet Sauvignon',
  'Cabernet Franc',
  'Chardonnay',
  'Grenache',
  'Malbec',
  'Merlot',
  'Mourvèdre',
  'Orange Muscat',
  'Petit Verdot',
  'Petite Sirah',
  'Syrah',
  'Tempranillo',
  'Viognier',
  'Zinfandel',
  'OTHER',
] as const;

export const WINE_BODIES = ['Light', 'Medium Light', 'Medium', 'Medium Full', 'Full'] as const;

const WineSpecsSchema = v.looseObject({
  header: text,
  composition: v.optional(
    v.array(
      v.looseObject({
        varietal: v.picklist(VARIETALS),
        otherVarietal: text,
        percentage: v.pipe(
          v.number(),
          v.integer(EDITOR_LIMITS.compositionPercentage.message),
          v.minValue(1, EDITOR_LIMITS.compositionPercentage.message),
          v.maxValue(100, EDITOR_LIMITS.compositionPercentage.message),
        ),
      }),
    ),
    [],
  ),
  body: v.picklist(WINE_BODIES, 'body is required'),
  details: v.optional(
    v.array(
      v.looseObject({
        category: v.optional(v.picklist(ICONS)),
        categoryTitle: text,
        description: required('description'),
      }),
    ),
    [],
  ),
  ctaLink: v.optional(ButtonSchema),
});

export const WineSpecsDefinition = defineBlock({
  name: 'WineSpecs',
  schema: WineSpecsSchema,
  group: 'Product',
  models: PRODUCT_MODELS,
  inputs: [
    str('header'),
    list('composition', [
      pick('varietal', VARIETALS),
      str('otherVarietal', { helperText: 'Shown when the varietal is OTHER' }),
      num('percentage', {
        onChange: integerRangeHook('percentage', EDITOR_LIMITS.compositionPercentage),
      }),
    ]),
    choice('body', WineSpecsSchema.entries.body, 'Required'),
    list('details', [
      pick('category', ICONS),
      str('categoryTitle'),
      str('description', { required: true }),
    ]),
    button('ctaLink'),
  ],
  render: (options) => (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {options.header ? (
        <h2 className="mb-6 text-center font-serif text-3xl">{options.header}</h2>
      ) : null}
      <dl className="grid gap-6 sm:grid-cols-2">
        {options.composition.length ? (
          <div>
            <dt className="text-sm font-semibold tracking-widest uppercase">Composition</dt>
            <dd>
              <ul>
                {options.composition.map((part, index) => (
                  <li key={index}>
                    {part.percentage}%{' '}
                    {part.varietal === 'OTHER' ? (part.otherVarietal ?? 'Other') : part.varietal}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm font-semibold tracking-widest uppercase">Body</dt>
          <dd>{options.body}</dd>
        </div>
        {options.details.map((detail, index) => (
          <div key={index} className="flex gap-3">
            <Icon name={detail.category} className="h-8 w-8 shrink-0 text-gold" />
            <div>
              {detail.categoryTitle ? (
                <dt className="text-sm font-semibold tracking-widest uppercase">
                  {detail.categoryTitle}
                </dt>
              ) : null}
              <dd>{detail.description}</dd>
            </div>
          </div>
        ))}
      </dl>
      <ButtonBox button={options.ctaLink} className="mt-6 text-center" />
    </section>
  ),
});
