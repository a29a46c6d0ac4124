import * as v from 'valibot';
import { RichText } from '../shared/basic';
import { text, flag, required, html } from '../shared/schemas';
import { EVERYWHERE, str, rich, bool, list } from '../shared/inputs';
import { defineBlock } from '../define';

const TextListSchema = v.looseObject({
  title: text,
  items: v.array(v.looseObject({ title: required('Item title'), body: html })),
  numbered: flag,
});

export const TextListDefinition = defineBlock({
  name: 'TextList',
  schema: TextListSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    str('title'),
    list('items', [str('title', { required: true }), rich('body')]),
    bool('numbered'),
  ],
  render: (options) => {
    const List = options.numbered ? 'ol' : 'ul';
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        {options.title ? <h2 className="mb-6 font-serif text-3xl">{options.title}</h2> : null}
        <List className="space-y-6">
          {options.items.map((item, index) => (
            <li key={index} className="flex gap-4">
              <span aria-hidden="true" className="mt-1 font-serif text-2xl text-gold-text">
                {options.numbered ? `${index + 1}.` : '◆'}
              </span>
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <RichText html={item.body} className="mt-1 text-neutral-700" />
              </div>
            </li>
          ))}
        </List>
      </section>
    );
  },
});
