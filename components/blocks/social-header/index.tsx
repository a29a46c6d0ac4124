import * as v from 'valibot';
import { text, LogoLinkSchema } from '../shared/schemas';
import { EVERYWHERE, str, pick, list } from '../shared/inputs';
import { defineBlock } from '../define';
import { NewTabLink } from '@/components/ui/button';

const SocialHeaderSchema = v.looseObject({
  title: text,
  links: v.array(
    v.looseObject({
      network: v.picklist(['instagram', 'facebook', 'x', 'youtube', 'pinterest']),
      url: LogoLinkSchema,
    }),
  ),
});

const NETWORK_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

export const SocialHeaderDefinition = defineBlock({
  name: 'SocialHeader',
  schema: SocialHeaderSchema,
  group: 'Special',
  models: EVERYWHERE,
  inputs: [
    str('title'),
    list('links', [
      pick('network', ['instagram', 'facebook', 'x', 'youtube', 'pinterest']),
      { name: 'url', type: 'url' },
    ]),
  ],
  render: (options) => (
    <section className="px-4 py-8 text-center">
      {options.title ? <h2 className="font-serif text-2xl">{options.title}</h2> : null}
      <ul className="mt-4 flex justify-center gap-4">
        {options.links.map((item) => (
          <li key={item.network}>
            <NewTabLink
              href={item.url}
              className="rounded-full border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white"
            >
              {NETWORK_LABELS[item.network]}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </section>
  ),
});
