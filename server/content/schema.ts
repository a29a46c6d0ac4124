/**
 * The shape of a page-builder entry (Builder.io's content format) and of its blocks, checked with
 * valibot at the boundary: whatever a source returns is parsed here before the site trusts it.
 * Pure (no server-only) so `npm run content:check` can use it.
 */
import * as v from 'valibot';
import { TargetRuleValueSchema } from '../../lib/content/pencil-banner-schema';

export const CONTENT_MODELS = [
  'page',
  'product',
  'recipes',
  'collection',
  'campaign',
  'blog',
  'author',
  'recipes-heading',
  'symbol',
  'clubs',
  'subscriptions',
  'pencil-banner',
  'popup',
] as const;
export type ContentModel = (typeof CONTENT_MODELS)[number];

export interface BuilderBlock {
  '@type'?: string;
  id?: string;
  component?: { name: string; options?: Record<string, unknown> };
  children?: BuilderBlock[];
  [key: string]: unknown;
}

export const BlockSchema: v.GenericSchema<BuilderBlock> = v.looseObject({
  '@type': v.optional(v.string()),
  id: v.optional(v.string()),
  component: v.optional(
    v.looseObject({
      name: v.pipe(v.string(), v.minLength(1, 'A block needs a component name')),
      options: v.optional(v.record(v.string(), v.unknown())),
    }),
  ),
  children: v.optional(v.array(v.lazy(() => BlockSchema))),
});

/** A reference to another entry (blog author, recipe, product), as Builder stores it. */
const ReferenceSchema = v.looseObject({
  '@type': v.optional(v.literal('@builder.io/core:Reference')),
  model: v.optional(v.string()),
  id: v.string(),
});

/**
 * A targeting rule (lib/content/builder-targeting.ts evaluates it as Builder's SDK does): any operator
 * Builder's editor offers, text, number or yes/no values; an operator we do not know makes the
 * rule fail, never the entry's parse.
 */
const TargetSchema = v.looseObject({
  property: v.string(),
  operator: v.string(),
  value: TargetRuleValueSchema,
});

const optionalText = v.optional(v.string());

/** Page-level data plus the fields blog posts, recipes and authors use. */
const EntryDataSchema = v.looseObject({
  title: optionalText,
  url: v.optional(v.union([v.string(), v.array(v.string())])),
  description: optionalText,
  canonicalUrl: optionalText,
  openGraphImage: optionalText,
  enableNavLite: v.optional(v.boolean()),
  noindex: v.optional(v.boolean()),
  nofollow: v.optional(v.boolean()),
  blocks: v.optional(v.array(BlockSchema)),
  // blog, recipes
  slug: optionalText,
  excerpt: optionalText,
  date: optionalText,
  image: optionalText,
  imageAlt: optionalText,
  author: v.optional(ReferenceSchema),
  tags: v.optional(v.array(v.string())),
  // author
  name: optionalText,
  bio: optionalText,
});

export const EntrySchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  modelName: optionalText,
  published: v.optional(v.picklist(['published', 'draft', 'archived']), 'published'),
  startDate: v.optional(v.number()),
  endDate: v.optional(v.number()),
  query: v.optional(v.array(TargetSchema), []),
  data: EntryDataSchema,
});
export type ContentEntry = v.InferOutput<typeof EntrySchema>;

export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/** One problem of an entry: the field it is in (a dot path below `base`) and the editor message. */
export interface FieldProblem {
  field: string;
  message: string;
}

export function issueProblems(
  issues: readonly v.BaseIssue<unknown>[],
  base = '',
): FieldProblem[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    const field = [base, path].filter(Boolean).join('.');
    return { field: field || 'entry', message: issue.message };
  });
}
