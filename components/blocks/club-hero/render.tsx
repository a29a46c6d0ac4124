/** Club hero renderer: server-rendered images, the choices in a small client island. */
import {
  CLUB_CATEGORIES,
  CLUB_QUANTITY_LABELS,
  categorySlug,
  defaultClubPriceRanges,
  type ClubType,
  type PriceRange,
} from '@/lib/clubs';
import { backgroundClass, block } from '../types';
import { BlockImage } from '../ui/block-image';
import { buttonClassName } from '../ui/block-button';
import { ClubHeroChooser, type HeroClub } from './club-hero-chooser';
import { ClubHeroSchema, type ClubHeroOptions } from './schema';

export interface NormalizedClub extends HeroClub {
  images: { src: string; altText?: string; offset: boolean }[];
}

/**
 * One shape for both versions. Builder settings: its price range applies to every bottle count;
 * its left and right images show for every category. With neither, the three club types with the
 * catalog's price ranges.
 */
export function normalizeClubHero(options: ClubHeroOptions): NormalizedClub[] {
  if (options.clubs?.length) {
    return options.clubs.map((club) => ({
      category: club.category,
      description: club.clubDescription,
      priceRanges: club.priceRanges,
      images: club.images.map((image) => ({
        src: image.src,
        altText: image.altText,
        offset: !(image.disableImageOffsets ?? options.disableImageOffsets),
      })),
    }));
  }
  const shared = [options.images?.leftSrc, options.images?.rightSrc]
    .filter((src): src is string => Boolean(src))
    .map((src) => ({
      src,
      altText: options.images?.altText,
      offset: !options.disableImageOffsets,
    }));
  const ranges: { category: string; ranges: PriceRange[] }[] = options.priceRange?.length
    ? options.priceRange.map((range) => ({
        category: range.category,
        ranges: CLUB_QUANTITY_LABELS.map((quantity) => ({
          quantity,
          min: range.min,
          max: range.max,
        })),
      }))
    : CLUB_CATEGORIES.map((category) => ({
        category,
        ranges: defaultClubPriceRanges(categorySlug(category) as ClubType),
      }));
  return ranges.map(({ category, ranges: priceRanges }) => ({
    category,
    priceRanges,
    images: shared,
  }));
}

export const renderClubHero = block(ClubHeroSchema, (options, _children, context) => {
  const clubs = normalizeClubHero(options);
  // The first hero of a page is its heading (h1) and preloads its image.
  const preload = !context.heroSeen.value;
  context.heroSeen.value = true;
  const Heading = preload ? 'h1' : 'h2';
  const images = Object.fromEntries(
    clubs.map((club) => [
      club.category,
      <div key={club.category} className="flex justify-center gap-4">
        {club.images.map((image, index) => (
          <BlockImage
            key={image.src}
            src={image.src}
            alt={image.altText}
            width={600}
            height={720}
            sizes="(min-width: 768px) 25vw, 50vw"
            hero={preload && index === 0 && club === clubs[0]}
            className={`h-auto w-1/2 rounded object-cover ${image.offset && index === 1 ? 'mt-12' : ''}`}
          />
        ))}
      </div>,
    ]),
  );
  return (
    <section
      className={`px-4 py-12 md:px-8 ${backgroundClass(options.images?.background)}`}
      aria-labelledby={`club-hero-${categorySlug(options.title)}`}
    >
      <div className="mx-auto max-w-[1440px]">
        <header className="mb-8 text-center">
          <Heading id={`club-hero-${categorySlug(options.title)}`} className="font-serif text-4xl">
            {options.title}
          </Heading>
          {options.subTitle ? <p className="mt-3 text-neutral-700">{options.subTitle}</p> : null}
        </header>
        <ClubHeroChooser
          clubs={clubs.map(({ category, description, priceRanges }) => ({
            category,
            description,
            priceRanges,
          }))}
          quantities={[...CLUB_QUANTITY_LABELS]}
          categoryTitle={options.categoryTitle}
          quantityTitle={options.quantityTitle}
          priceDescription={options.priceDescription}
          cta={{ text: options.ctaButton.text, ariaLabel: options.ctaButton.ariaLabel }}
          ctaClassName={buttonClassName(options.ctaButton)}
          images={images}
        />
      </div>
    </section>
  );
});
