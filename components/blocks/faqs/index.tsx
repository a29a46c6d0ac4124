import * as v from 'valibot';
import { RichText } from '../shared/basic';
import { TagFilter } from '../ui/tag-filter';
import { flag, required } from '../shared/schemas';
import { EVERYWHERE, str, rich, bool, list } from '../shared/inputs';
import { defineBlock } from '../define';

const FaqsSchema = v.looseObject({
  isFilterEnabled: flag,
  hasAll: v.optional(v.boolean(), true),
  faqFilterTags: v.optional(v.array(v.looseObject({ tag: v.string() })), []),
  questions: v.array(
    v.looseObject({
      question: required('Question'),
      answer: required('Answer'),
      filters: v.optional(v.array(v.looseObject({ filter: v.string() })), []),
    }),
  ),
});

export const FaqsDefinition = defineBlock({
  name: 'Faqs',
  schema: FaqsSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    bool('isFilterEnabled'),
    bool('hasAll', true, 'Show an "All" filter'),
    list('faqFilterTags', [str('tag')]),
    list('questions', [
      str('question', { required: true }),
      rich('answer', { required: true }),
      list('filters', [str('filter')]),
    ]),
  ],
  render: (options) => {
    const items = options.questions.map((question) => ({
      tags: question.filters.map((f) => f.filter),
      node: (
        <details className="group border-b border-ash py-1" data-testid="faq">
          <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {question.question}
            <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <RichText html={question.answer} className="pb-4 text-neutral-700" />
        </details>
      ),
    }));
    const tags = options.faqFilterTags.map((t) => t.tag);
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        {options.isFilterEnabled && tags.length > 0 ? (
          <TagFilter tags={tags} hasAll={options.hasAll} items={items} label="Filter questions" />
        ) : (
          items.map((item, index) => <div key={index}>{item.node}</div>)
        )}
      </section>
    );
  },
});
