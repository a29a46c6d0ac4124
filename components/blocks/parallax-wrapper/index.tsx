import * as v from 'valibot';
import { text, PhotoSchema } from '../shared/schemas';
import { EVERYWHERE, PHOTO, str, num, file } from '../shared/inputs';
import { defineBlock } from '../define';
import { isOptimizable } from '@/lib/settings/text-settings';
import { getSettings } from '@/server/config';

const ParallaxWrapperSchema = v.looseObject({
  image: PhotoSchema,
  altText: text,
  speed: v.optional(v.number(), 0.3),
});

export const ParallaxWrapperDefinition = defineBlock({
  name: 'ParallaxWrapper',
  schema: ParallaxWrapperSchema,
  group: 'Layout',
  models: EVERYWHERE,
  canHaveChildren: true,
  inputs: [
    file('image', PHOTO, { required: true }),
    str('altText'),
    num('speed', { defaultValue: 0.3 }),
  ],
  render: (options, children) => (
    <section
      className="relative bg-cover bg-fixed bg-center px-4 py-24 motion-reduce:bg-scroll"
      style={{
        backgroundImage: `url(${JSON.stringify(backgroundUrl(options.image))})`,
      }}
      role={options.altText ? 'img' : undefined}
      aria-label={options.altText}
    >
      <div className="relative mx-auto max-w-4xl rounded bg-white/90 p-8">{children}</div>
    </section>
  ),
});

/** The optimizer's 1920 px webp where it may fetch the image (lib/settings/text-settings.ts), else as it is. */
function backgroundUrl(image: string): string {
  return isOptimizable(image, getSettings().images.hosts)
    ? `/_next/image?url=${encodeURIComponent(image)}&w=1920&q=75`
    : image;
}
