import * as v from 'valibot';
import { EDITOR_LIMITS, maxItemsHook } from '@/lib/content/editor-limits';
import { BlockButton } from '../ui/block-button';
import { text, ButtonSchema } from '../shared/schemas';
import { PAGES, str, buttonsInput } from '../shared/inputs';
import { defineBlock } from '../define';

const maxItems = <T extends v.GenericSchema>(item: T, limit: { max: number; message: string }) =>
  v.optional(v.pipe(v.array(item), v.maxLength(limit.max, limit.message)), []);

const StickySubNavigationSchema = v.looseObject({
  title: text,
  buttons: maxItems(ButtonSchema, EDITOR_LIMITS.stickyButtons),
});

export const StickySubNavigationDefinition = defineBlock({
  name: 'StickySubNavigation',
  schema: StickySubNavigationSchema,
  group: 'Layout',
  models: PAGES,
  inputs: [
    str('title'),
    buttonsInput('buttons', { onChange: maxItemsHook('buttons', EDITOR_LIMITS.stickyButtons) }),
  ],
  render: (options) => (
    <nav
      aria-label={options.title ?? 'Page'}
      className="sticky top-0 z-20 flex items-center justify-between gap-4 border-b border-ash bg-white/95 px-4 py-3 backdrop-blur md:px-8"
    >
      <p className="font-serif text-lg">{options.title}</p>
      <div className="flex gap-3">
        {options.buttons.map((button, index) => (
          <BlockButton key={index} button={button} />
        ))}
      </div>
    </nav>
  ),
});
