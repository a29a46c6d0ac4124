import * as v from 'valibot';
import { IframeFacade } from '../ui/facade';
import { required } from '../shared/schemas';
import { PAGES, str } from '../shared/inputs';
import { MapPanel } from '../shared/embeds';
import { defineBlock } from '../define';

const CalendarEmbedSchema = v.looseObject({
  calendarID: required('calendarID'),
  title: v.optional(v.string(), 'Events calendar'),
});

export const CalendarEmbedDefinition = defineBlock({
  name: 'CalendarEmbed',
  schema: CalendarEmbedSchema,
  group: 'Special',
  models: PAGES,
  inputs: [str('calendarID', { required: true }), str('title')],
  render: (options) => {
    const src = `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(options.calendarID)}&ctz=America%2FLos_Angeles`;
    return (
      <section className="mx-auto max-w-5xl px-4 py-10">
        <IframeFacade
          src={src}
          title={options.title}
          buttonText="Show the calendar"
          aspect="h-[600px]"
          poster={<MapPanel label={options.title} />}
          provider="Google Calendar"
          externalHref={src}
        />
      </section>
    );
  },
});
