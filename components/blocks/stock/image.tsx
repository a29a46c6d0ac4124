import * as v from 'valibot';
import { defineStockBlock } from '../define';
import { text } from '../shared/schemas';
import { BlockImage } from '../ui/block-image';

/**
 * Builder's stock Image: one `image` URL (any host Builder serves), not our `images` list. Our
 * Image block overrides it in the editor; stock-shaped entries still render and check with this.
 */
export const StockImageDefinition = defineStockBlock({
  name: 'Image',
  matches: (options) =>
    typeof options === 'object' && options !== null && 'image' in options && !('images' in options),
  schema: v.looseObject({
    image: v.pipe(v.string(), v.minLength(1, 'Image is required')),
    altText: text,
    aspectRatio: v.optional(v.number()),
    backgroundSize: v.optional(v.picklist(['cover', 'contain']), 'cover'),
    lazy: v.optional(v.boolean(), true),
    width: v.optional(v.number()),
    height: v.optional(v.number()),
  }),
  render: (options, children) => {
    const width = options.width ?? 1200;
    const height = options.height ?? Math.round(width * (options.aspectRatio ?? 0.5625));
    return (
      <figure className="relative" data-builtin="Image">
        <BlockImage
          src={options.image}
          alt={options.altText}
          width={width}
          height={height}
          lazy={options.lazy}
          className={`h-auto w-full ${options.backgroundSize === 'contain' ? 'object-contain' : 'object-cover'}`}
        />
        {children ? <div className="absolute inset-0">{children}</div> : null}
      </figure>
    );
  },
});
