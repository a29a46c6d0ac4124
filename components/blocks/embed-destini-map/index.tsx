/**
 * The Destini store locator, as two blocks: EmbedDestiniMap, and DestiniFindProduct, the same
 * embed under its own name.
 */
import type { BuilderInput } from '../define';
import * as v from 'valibot';
import { defineBlock } from '../define';
import { MapPanel } from '../shared/embeds';
import { PAGES, str } from '../shared/inputs';
import { text } from '../shared/schemas';
import { IframeFacade } from '../ui/facade';

const DestiniSchema = v.looseObject({
  destiniMapUrl: v.pipe(v.string(), v.url('destiniMapUrl must be an absolute URL')),
  buttonText: v.optional(v.string(), 'Click to interact'),
  destiniTitle: v.optional(v.string(), 'Store locator'),
  locatorId: text,
  alphaCode: text,
  locatorName: text,
  clientId: text,
});
type DestiniOptions = v.InferOutput<typeof DestiniSchema>;

const destiniInputs: BuilderInput[] = [
  str('destiniMapUrl', { required: true }),
  str('buttonText', { defaultValue: 'Click to interact' }),
  str('destiniTitle', { hideFromUI: true }),
  str('locatorId'),
  str('alphaCode'),
  str('locatorName'),
  str('clientId'),
];

function renderDestini(options: DestiniOptions) {
  const url = new URL(options.destiniMapUrl);
  for (const [key, value] of Object.entries({
    locatorId: options.locatorId,
    alphaCode: options.alphaCode,
    locatorName: options.locatorName,
    clientId: options.clientId,
  })) {
    if (value) url.searchParams.set(key, value);
  }
  return (
    <section className="mx-auto max-w-[1440px] px-4 py-10 md:px-8">
      <IframeFacade
        src={url.toString()}
        title={options.destiniTitle}
        buttonText={options.buttonText}
        aspect="h-[560px]"
        poster={<MapPanel label={options.destiniTitle} />}
        provider="the store locator"
        externalHref={url.toString()}
      />
    </section>
  );
}

export const EmbedDestiniMapDefinition = defineBlock({
  name: 'EmbedDestiniMap',
  schema: DestiniSchema,
  group: 'Special',
  models: PAGES,
  inputs: destiniInputs,
  render: renderDestini,
});

export const DestiniFindProductDefinition = defineBlock({
  name: 'DestiniFindProduct',
  schema: DestiniSchema,
  group: 'Special',
  models: PAGES,
  inputs: destiniInputs,
  render: renderDestini,
});
