/**
 * Clubs list block: every club and subscription with its price range and link (the /join page's
 * #clubs-list). Schema and editor inputs here (pure); the renderer in render.tsx.
 */
import * as v from 'valibot';
import type { BlockRegistration, BuilderInput } from '../registry';

export const ClubsListSchema = v.looseObject({
  title: v.optional(v.string(), 'All Clubs and Subscriptions'),
  showClubs: v.optional(v.boolean(), true),
  showSubscriptions: v.optional(v.boolean(), true),
});

export const clubsListInputs: BuilderInput[] = [
  { name: 'title', type: 'string', defaultValue: 'All Clubs and Subscriptions' },
  { name: 'showClubs', type: 'boolean', defaultValue: true },
  { name: 'showSubscriptions', type: 'boolean', defaultValue: true },
];

export const clubsListBlock: BlockRegistration = {
  schema: ClubsListSchema,
  group: 'Special',
  models: ['page', 'campaign', 'symbol', 'clubs', 'subscriptions'],
  inputs: clubsListInputs,
};
