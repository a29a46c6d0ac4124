import * as v from 'valibot';
import { linkAttributes } from '@/lib/content/links';
import { flag, required, optionalLink } from '../shared/schemas';
import { str, bool, link, choice } from '../shared/inputs';
import { defineBlock } from '../define';

const PencilBannerSchema = v.looseObject({
  design: v.optional(v.picklist(['red', 'gold', 'black']), 'red'),
  bannerType: v.optional(v.picklist(['default', 'countdown']), 'default'),
  endDate: v.optional(v.union([v.string(), v.number()])),
  text: required('Banner text'),
  url: optionalLink,
  hideCloseBtn: flag,
});

const DESIGNS: Record<string, string> = {
  red: 'bg-wine text-white',
  gold: 'bg-gold text-ink',
  black: 'bg-ink text-white',
};

/**
 * The pencil banner entry as a static bar (its own model, shown by the shell above the header).
 * A countdown banner past its end date renders nothing; the live countdown and the 7-day
 * dismissal are the shell's client island.
 */
export const PencilBannerDefinition = defineBlock({
  name: 'PencilBanner',
  schema: PencilBannerSchema,
  group: 'Special',
  models: ['pencil-banner'],
  inputs: [
    choice('design', PencilBannerSchema.entries.design),
    choice('bannerType', PencilBannerSchema.entries.bannerType),
    { name: 'endDate', type: 'date', helperText: 'Countdown banners show until this date' },
    str('text', { required: true }),
    link('url'),
    bool('hideCloseBtn'),
  ],
  render: (options) => {
    if (
      options.bannerType === 'countdown' &&
      options.endDate !== undefined &&
      new Date(options.endDate).getTime() <= Date.now()
    )
      return null;
    const link = linkAttributes(options.url);
    const text = <span>{options.text}</span>;
    return (
      <div
        className={`px-4 py-2 text-center text-sm font-semibold ${DESIGNS[options.design] ?? ''}`}
        data-pencil-banner={options.bannerType}
      >
        {link ? (
          <a
            href={link.href}
            target={link.target}
            rel={link.rel}
            className="underline-offset-2 hover:underline"
          >
            {text}
          </a>
        ) : (
          text
        )}
      </div>
    );
  },
});
