import { linkAttributes } from '@/lib/links';
import { PencilBannerSchema } from './schemas';
import { block } from './types';

const DESIGNS: Record<string, string> = {
  red: 'bg-wine text-white',
  gold: 'bg-gold text-ink',
  black: 'bg-ink text-white',
};

/**
 * The pencil banner entry as a static bar (its own model, shown by the shell above the header).
 * A countdown banner past its end date renders nothing; the live countdown and the 7-day
 * dismissal are the shell's client island.
 */
export const renderPencilBanner = block(PencilBannerSchema, (options) => {
  if (
    options.bannerType === 'countdown' &&
    options.endDate !== undefined &&
    new Date(options.endDate).getTime() <= Date.now()
  )
    return null;
  const link = linkAttributes(options.url);
  const text = <span>{options.text}</span>;
  return (
    <div
      className={`px-4 py-2 text-center text-sm font-semibold ${DESIGNS[options.design] ?? ''}`}
      data-pencil-banner={options.bannerType}
    >
      {link ? (
        <a
          href={link.href}
          target={link.target}
          rel={link.rel}
          className="underline-offset-2 hover:underline"
        >
          {text}
        </a>
      ) : (
        text
      )}
    </div>
  );
});
