import * as v from 'valibot';
import Link from 'next/link';
import { linkAttributes } from '@/lib/content/links';
import { ClosingButton } from '../ui/block-button';
import { CARD_PHOTO, OptionImage } from '../ui/block-image';
import { text, required, LinkSchema, ButtonSchema, ImageRefSchema } from '../shared/schemas';
import { EVERYWHERE, str, link, list, button, imageRef } from '../shared/inputs';
import { defineBlock } from '../define';

const CtaGridSchema = v.looseObject({
  title: text,
  subtitle: text,
  posts: v.optional(
    v.array(
      v.looseObject({
        url: LinkSchema,
        thumbnail: ImageRefSchema,
        title: required('Post title'),
        description: text,
      }),
    ),
    [],
  ),
  button: v.optional(ButtonSchema),
});

export const CtaGridDefinition = defineBlock({
  name: 'CtaGrid',
  schema: CtaGridSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    str('title'),
    str('subtitle'),
    list('posts', [
      link('url', { required: true }),
      imageRef('thumbnail'),
      str('title', { required: true }),
      str('description'),
    ]),
    button(),
  ],
  render: (options) => (
    <section className="mx-auto max-w-[1440px] px-4 py-12 md:px-8">
      {options.title ? <h2 className="text-center font-serif text-3xl">{options.title}</h2> : null}
      {options.subtitle ? (
        <p className="mt-2 text-center text-neutral-600">{options.subtitle}</p>
      ) : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {options.posts.map((post, index) => {
          const target = linkAttributes(post.url);
          const card = (
            <>
              <OptionImage image={post.thumbnail} {...CARD_PHOTO} />
              <h3 className="mt-3 font-serif text-xl group-hover:text-wine">{post.title}</h3>
              {post.description ? (
                <p className="mt-1 text-neutral-700">{post.description}</p>
              ) : null}
            </>
          );
          return (
            <li key={index} className="group">
              {target?.external ? (
                <a href={target.href} target={target.target} rel={target.rel}>
                  {card}
                </a>
              ) : target ? (
                <Link href={target.href}>{card}</Link>
              ) : (
                card
              )}
            </li>
          );
        })}
      </ul>
      <ClosingButton button={options.button} />
    </section>
  ),
});
