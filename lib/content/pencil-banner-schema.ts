/**
 * The pencil-banner model's options and Builder's page targeting, as entries are parsed on the
 * server. The browser-side rules are in `pencil-banner.ts`.
 */
import * as v from 'valibot';
import { optionalText } from '../settings/text-settings';

export const PencilBannerOptionsSchema = v.object({
  design: v.optional(v.picklist(['red', 'gold', 'black', 'gray']), 'red'),
  bannerType: v.optional(v.picklist(['default', 'countdown']), 'default'),
  /** ISO date-time; required for a countdown. */
  endDate: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || !Number.isNaN(Date.parse(value)),
      'endDate must be a date',
    ),
  ),
  text: v.pipe(v.string(), v.trim(), v.nonEmpty('A pencil banner needs text'), v.maxLength(200)),
  url: v.pipe(
    optionalText,
    // Same link rule as every block: relative, http(s), mailto: or tel:.
    v.check(
      (value) => value === undefined || /^(\/|https?:|mailto:|tel:)/i.test(value),
      'Invalid url',
    ),
  ),
  hideCloseBtn: v.optional(v.nullable(v.boolean()), false),
});

export type PencilBannerOptions = v.InferOutput<typeof PencilBannerOptionsSchema>;

/**
 * The value of a Builder targeting rule as entries hold it: text, a number, a yes/no, or a list
 * of them (lib/content/builder-targeting.ts evaluates them, with no valibot for the browser).
 */
const TargetValueSchema = v.union([v.string(), v.number(), v.boolean()]);

export const TargetRuleValueSchema = v.union([TargetValueSchema, v.array(TargetValueSchema)]);

/** Builder targeting of an entry: the pages it shows on. */
export const TargetingSchema = v.array(
  v.object({
    property: v.string(),
    operator: v.optional(v.string(), 'is'),
    value: TargetRuleValueSchema,
  }),
);
export type Targeting = v.InferOutput<typeof TargetingSchema>;
