import * as v from 'valibot';
import { EventList } from '@/components/product/event-list';
import { text } from '../shared/schemas';
import { str } from '../shared/inputs';
import { defineBlock } from '../define';

const EventListSchema = v.looseObject({
  header: text,
  pastHeader: text,
});

/**
 * The winery's dated events from the catalogue (Event Ticket products): upcoming ones to book,
 * past ones apart, with calendar files and schema.org Event data.
 */
export const EventListDefinition = defineBlock({
  name: 'EventList',
  schema: EventListSchema,
  group: 'Special',
  models: ['page'],
  inputs: [
    str('header', { defaultValue: 'Upcoming events' }),
    str('pastHeader', { defaultValue: 'Past events' }),
  ],
  render: (options) => (
    <EventList
      header={options.header || 'Upcoming events'}
      pastHeader={options.pastHeader || 'Past events'}
    />
  ),
});
