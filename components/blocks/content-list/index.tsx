import * as v from 'valibot';
import { pageSizeHook } from '@/lib/content/editor-limits';
import { normalizePageSize } from '@/lib/content/content-list';
import { listEntries } from '@/server/content';
import { Paginated } from '../ui/paginated';
import { text, flag } from '../shared/schemas';
import { EVERYWHERE, str, bool, num, choice } from '../shared/inputs';
import { EntryCard } from '../shared/content';
import { defineBlock } from '../define';

const ContentListSchema = v.looseObject({
  contentModel: v.optional(v.picklist(['BLOG', 'RECIPES']), 'BLOG'),
  title: text,
  subtitle: text,
  hideExcerpt: flag,
  pageSize: v.optional(v.number(), 9),
  showPagination: v.optional(v.boolean(), true),
  tag: text,
});

export const ContentListDefinition = defineBlock({
  name: 'ContentList',
  schema: ContentListSchema,
  group: 'Special',
  models: EVERYWHERE,
  inputs: [
    choice('contentModel', ContentListSchema.entries.contentModel),
    str('title'),
    str('subtitle'),
    bool('hideExcerpt'),
    num('pageSize', {
      defaultValue: 9,
      helperText: 'Integer from 1 to 1000',
      onChange: pageSizeHook('pageSize'),
    }),
    bool('showPagination', true),
    str('tag', { helperText: 'Only entries with this tag' }),
  ],
  render: async (options) => {
    const model = options.contentModel === 'RECIPES' ? 'recipes' : 'blog';
    const entries = (await listEntries(model))
      .filter((entry) => !options.tag || entry.data.tags?.includes(options.tag))
      .sort((a, b) => (b.data.date ?? '').localeCompare(a.data.date ?? ''));
    const { pageSize } = normalizePageSize(options.pageSize);
    return (
      <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8" data-testid="content-list">
        {options.title ? (
          <h2 className="text-center font-serif text-3xl">{options.title}</h2>
        ) : null}
        {options.subtitle ? (
          <p className="mt-2 text-center text-neutral-600">{options.subtitle}</p>
        ) : null}
        <div className="mt-8">
          <Paginated
            items={entries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} hideExcerpt={options.hideExcerpt} />
            ))}
            pageSize={pageSize}
            showPagination={options.showPagination}
          />
        </div>
      </section>
    );
  },
});
