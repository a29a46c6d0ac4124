import { BlockImage } from '../ui/block-image';

export function Heading({ title, subtitle }: { title?: string; subtitle?: string }) {
  if (!title && !subtitle) return null;
  return (
    <div className="mb-6 text-center">
      {title ? <h2 className="font-serif text-3xl">{title}</h2> : null}
      {subtitle ? <p className="mt-2 text-neutral-600">{subtitle}</p> : null}
    </div>
  );
}

export const Poster = ({ image }: { image?: { image: string; altText?: string } }) =>
  image ? (
    <BlockImage src={image.image} alt={image.altText} fill sizes="100vw" className="object-cover" />
  ) : null;

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
