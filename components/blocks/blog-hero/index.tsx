import * as v from 'valibot';
import { backgroundClass } from '../types';
import { BlockImage } from '../ui/block-image';
import { text, flag, required, PhotoSchema, background } from '../shared/schemas';
import { PHOTO, str, bool, file, object, backgroundInput } from '../shared/inputs';
import { formatDate } from '../shared/content';
import { defineBlock } from '../define';
import { NewTabLink } from '@/components/ui/button';

const BlogHeroSchema = v.looseObject({
  title: required('Title'),
  date: text,
  backgroundColor: background,
  backgroundImage: v.looseObject({ src: PhotoSchema, altText: text, isMaxWidth: flag }),
  showShareIcons: v.optional(v.boolean(), true),
  canonicalUrl: text,
});

function ShareIcons({ url, title }: { url: string; title: string }) {
  const links = [
    {
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      text: 'Facebook',
    },
    {
      label: 'Share on X',
      href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
      text: 'X',
    },
    {
      label: 'Share by e-mail',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
      text: 'E-mail',
    },
  ];
  return (
    <ul aria-label="Share" className="mt-6 flex justify-center gap-3">
      {links.map((link) => (
        <li key={link.text}>
          <NewTabLink
            href={link.href}
            aria-label={link.label}
            className="rounded-full border border-current px-3 py-1 text-sm"
          >
            {link.text}
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

export const BlogHeroDefinition = defineBlock({
  name: 'BlogHero',
  schema: BlogHeroSchema,
  group: 'Hero',
  models: ['blog'],
  inputs: [
    str('title', { required: true }),
    str('date'),
    backgroundInput(),
    object('backgroundImage', [
      file('src', PHOTO, { required: true }),
      str('altText'),
      bool('isMaxWidth', false, 'Lock the image at 1440px wide'),
    ]),
    bool('showShareIcons', true),
    str('canonicalUrl'),
  ],
  render: (options, _children, context) => {
    const canonical = options.canonicalUrl || `${context.webUrl}${context.path}`;
    const first = !context.heroSeen.value;
    context.heroSeen.value = true;
    return (
      <header className={`pb-8 ${backgroundClass(options.backgroundColor)}`}>
        <div
          className={`relative mx-auto h-[285px] w-full md:h-[480px] lg:h-[512px] ${options.backgroundImage.isMaxWidth ? 'max-w-[1440px]' : ''}`}
          data-testid="blog-hero-image"
        >
          <BlockImage
            src={options.backgroundImage.src}
            alt={options.backgroundImage.altText}
            fill
            hero={first}
            sizes={
              options.backgroundImage.isMaxWidth ? '(min-width: 1440px) 1440px, 100vw' : '100vw'
            }
            className="object-cover"
          />
        </div>
        <div className="mx-auto max-w-3xl px-4 pt-8 text-center">
          <h1 className="font-serif text-4xl md:text-5xl">{options.title}</h1>
          {options.date ? (
            <p className="mt-3 text-neutral-600">{formatDate(options.date)}</p>
          ) : null}
          {options.showShareIcons ? <ShareIcons url={canonical} title={options.title} /> : null}
        </div>
      </header>
    );
  },
});
