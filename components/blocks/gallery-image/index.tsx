import * as v from 'valibot';
import { EDITOR_LIMITS, maxItemsHook } from '@/lib/content/editor-limits';
import { linkAttributes } from '@/lib/content/links';
import { BlockImage } from '../ui/block-image';
import { text, optionalLink, PhotoSchema } from '../shared/schemas';
import { EVERYWHERE, PHOTO, str, file, link, list, choice } from '../shared/inputs';
import { defineBlock } from '../define';

export const GALLERY_STYLES = [
  '4-4-repeat',
  '3-2-4-repeat',
  '3-3-repeat',
  'instagram',
  'masonry',
] as const;

const GalleryImageItem = v.looseObject({
  image: PhotoSchema,
  altText: text,
  link: optionalLink,
  ariaLabel: text,
});

const GalleryImageSchema = v.pipe(
  v.looseObject({
    title: text,
    subtitle: text,
    style: v.optional(v.picklist(GALLERY_STYLES), '4-4-repeat'),
    socialText: text,
    images: v.optional(v.array(GalleryImageItem), []),
  }),
  v.check(
    (gallery) =>
      gallery.style !== 'masonry' || gallery.images.length <= EDITOR_LIMITS.masonryImages.max,
    EDITOR_LIMITS.masonryImages.message,
  ),
);

/** Grid tracks per gallery style: the patterns repeat through the list. */
const GALLERY_GRID: Record<string, string> = {
  '4-4-repeat': 'grid-cols-2 md:grid-cols-4',
  '3-3-repeat': 'grid-cols-2 md:grid-cols-3',
  '3-2-4-repeat': 'grid-cols-2 md:grid-cols-12',
  instagram: 'grid-cols-3',
  masonry: 'grid-cols-1 md:grid-cols-3',
};

/** 3-2-4-repeat: a row of three, a row of two, a row of four (in 12 columns), then again. */
const SPANS_3_2_4 = [
  'md:col-span-4',
  'md:col-span-4',
  'md:col-span-4',
  'md:col-span-6',
  'md:col-span-6',
  'md:col-span-3',
  'md:col-span-3',
  'md:col-span-3',
  'md:col-span-3',
];

export const GalleryImageDefinition = defineBlock({
  name: 'GalleryImage',
  schema: GalleryImageSchema,
  group: 'General',
  models: EVERYWHERE,
  inputs: [
    str('title'),
    str('subtitle'),
    choice('style', GalleryImageSchema.entries.style),
    str('socialText'),
    list(
      'images',
      [file('image', PHOTO, { required: true }), str('altText'), link('link'), str('ariaLabel')],
      {
        onChange: `if (options.get('style') === 'masonry') { ${maxItemsHook('images', EDITOR_LIMITS.masonryImages)} }`,
      },
    ),
  ],
  render: (options) => (
    <section
      className="mx-auto max-w-[1440px] px-4 py-10 md:px-8"
      data-gallery-style={options.style}
    >
      {options.title ? <h2 className="text-center font-serif text-3xl">{options.title}</h2> : null}
      {options.subtitle ? (
        <p className="mt-2 text-center text-neutral-600">{options.subtitle}</p>
      ) : null}
      <ul className={`mt-6 grid gap-3 ${GALLERY_GRID[options.style] ?? ''}`}>
        {options.images.map((image, index) => {
          const span =
            options.style === '3-2-4-repeat'
              ? `col-span-1 ${SPANS_3_2_4[index % SPANS_3_2_4.length]}`
              : options.style === 'masonry' && index === 0
                ? 'md:row-span-2'
                : '';
          const square = options.style === 'instagram' || options.style === '4-4-repeat';
          const picture = (
            <BlockImage
              src={image.image}
              alt={image.altText}
              width={800}
              height={square ? 800 : 600}
              sizes="(min-width: 768px) 33vw, 50vw"
              className={`h-full w-full object-cover ${square ? 'aspect-square' : ''}`}
            />
          );
          const target = linkAttributes(image.link);
          return (
            <li key={index} className={span} data-testid="gallery-item">
              {target ? (
                <a
                  href={target.href}
                  target={target.target}
                  rel={target.rel}
                  aria-label={image.ariaLabel}
                >
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
      {options.socialText ? (
        <p className="mt-4 text-center text-sm tracking-widest uppercase">{options.socialText}</p>
      ) : null}
    </section>
  ),
});
