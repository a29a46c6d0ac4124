import { OptionImage } from '../ui/block-image';
import { IframeFacade } from '../ui/facade';

export function Heading({ title, subtitle }: { title?: string; subtitle?: string }) {
  if (!title && !subtitle) return null;
  return (
    <div className="mb-6 text-center">
      {title ? <h2 className="font-serif text-3xl">{title}</h2> : null}
      {subtitle ? <p className="mt-2 text-neutral-600">{subtitle}</p> : null}
    </div>
  );
}

export const Poster = ({ image }: { image?: { image: string; altText?: string } }) => (
  <OptionImage image={image} fill sizes="100vw" className="object-cover" />
);

/**
 * A video block: its heading, then the player behind a facade (loaded on a press, the editor's
 * overlay image as its poster).
 */
export function VideoEmbed({
  title,
  subtitle,
  imageOverlay,
  fullWidth,
  player,
}: {
  title?: string;
  subtitle?: string;
  imageOverlay?: { image: string; altText?: string };
  fullWidth?: boolean;
  player: { src: string; title: string; provider: string; externalHref: string };
}) {
  return (
    <section className={`py-10 ${fullWidth ? '' : 'mx-auto max-w-5xl px-4'}`}>
      <Heading title={title} subtitle={subtitle} />
      <IframeFacade
        {...player}
        buttonText={`Play video${title ? `: ${title}` : ''}`}
        poster={<Poster image={imageOverlay} />}
        allow="autoplay; fullscreen; picture-in-picture"
      />
    </section>
  );
}

export function MapPanel({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[linear-gradient(90deg,#e9e6e1_1px,transparent_1px),linear-gradient(#e9e6e1_1px,transparent_1px)] bg-[size:40px_40px] bg-off-white"
    >
      <p className="absolute bottom-4 left-4 text-sm text-neutral-600">{label}</p>
    </div>
  );
}
