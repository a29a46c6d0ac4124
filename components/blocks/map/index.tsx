import * as v from 'valibot';
import { EDITOR_LIMITS, maxLengthHook } from '@/lib/content/editor-limits';
import { BlockButton } from '../ui/block-button';
import { BlockImage } from '../ui/block-image';
import { IframeFacade } from '../ui/facade';
import { RichText } from '../ui/rich-text';
import { text, flag, required, LinkSchema, PhotoSchema, html } from '../shared/schemas';
import { PAGES, str, rich, bool, pick, file, link, object, list } from '../shared/inputs';
import { MapPanel } from '../shared/embeds';
import { defineBlock } from '../define';

const ZipSchema = v.pipe(
  v.string(),
  v.minLength(1, 'zipcode is required'),
  v.maxLength(EDITOR_LIMITS.zipCode.max, EDITOR_LIMITS.zipCode.message),
);

const MapSchema = v.looseObject({
  locations: v.pipe(
    v.array(
      v.looseObject({
        image: v.optional(
          v.looseObject({ backgroundImage: flag, src: PhotoSchema, altText: text }),
        ),
        addressInfo: v.looseObject({
          name: required('name'),
          street: required('street'),
          city: required('city'),
          state: v.literal('CA', 'Map state only CA'),
          zipcode: ZipSchema,
        }),
        locationInfo: html,
        button: v.optional(v.looseObject({ text: v.string(), url: LinkSchema })),
      }),
    ),
    v.minLength(1, 'Please add at least one location'),
  ),
  buttonText: v.optional(v.string(), 'Click to interact'),
});

export const MapDefinition = defineBlock({
  name: 'Map',
  schema: MapSchema,
  group: 'Special',
  models: PAGES,
  inputs: [
    list('locations', [
      object('image', [bool('backgroundImage'), file('src'), str('altText')]),
      object('addressInfo', [
        str('name', { required: true }),
        str('street', { required: true }),
        str('city', { required: true }),
        pick('state', ['CA'], 'CA'),
        str('zipcode', {
          required: true,
          onChange: maxLengthHook('zipcode', EDITOR_LIMITS.zipCode),
        }),
      ]),
      rich('locationInfo'),
      object('button', [str('text'), link('url')]),
    ]),
    str('buttonText', { defaultValue: 'Click to interact' }),
  ],
  render: (options) => (
    <section className="mx-auto grid max-w-[1440px] gap-8 px-4 py-12 md:grid-cols-2 md:px-8">
      {options.locations.map((location, index) => {
        const { name, street, city, state, zipcode } = location.addressInfo;
        const query = encodeURIComponent(`${street}, ${city}, ${state} ${zipcode}`);
        return (
          <article key={index} className="overflow-hidden rounded border border-ash">
            <IframeFacade
              src={`https://maps.google.com/maps?q=${query}&output=embed`}
              title={`Map of ${name}`}
              provider="Google Maps"
              externalHref={`https://www.google.com/maps/search/?api=1&query=${query}`}
              buttonText={options.buttonText}
              aspect="h-[320px]"
              poster={
                location.image ? (
                  <BlockImage
                    src={location.image.src}
                    alt={location.image.altText}
                    fill
                    sizes="50vw"
                    className="object-cover"
                  />
                ) : (
                  <MapPanel label={name} />
                )
              }
            />
            <div className="p-6">
              <h2 className="font-serif text-2xl">{name}</h2>
              <address className="mt-2 not-italic">
                {street}
                <br />
                {city}, {state} {zipcode}
              </address>
              <RichText html={location.locationInfo} className="mt-3 text-sm text-neutral-700" />
              {location.button ? (
                <div className="mt-4">
                  <BlockButton
                    button={{
                      text: location.button.text,
                      href: location.button.url,
                      design: 'red',
                      outlined: true,
                    }}
                  />
                </div>
              ) : null}
            </div>
          </article>
        );
      })}
    </section>
  ),
});
