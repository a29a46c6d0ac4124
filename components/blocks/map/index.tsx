import * as v from 'valibot';
import { EDITOR_LIMITS, maxLengthHook } from '@/lib/content/editor-limits';
import { LocationCard } from './location-card';
import { text, flag, required, LinkSchema, PhotoSchema, html } from '../shared/schemas';
import { PAGES, str, rich, bool, pick, file, link, object, list } from '../shared/inputs';
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
});
export type MapLocation = v.InferOutput<typeof MapSchema>['locations'][number];

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
  ],
  render: (options) => (
    <section className="mx-auto grid max-w-[1440px] gap-8 px-4 py-12 md:grid-cols-2 md:px-8">
      {options.locations.map((location, index) => (
        <LocationCard key={index} location={location} />
      ))}
    </section>
  ),
});
