/**
 * Club wizard block (blocks spec sections 3-4): the four-step join flow, as a club flow or a
 * subscription flow. On a /club/... page it joins that page's club; elsewhere the editor may name
 * one. Schema and editor inputs here (pure); the renderer in render.tsx.
 */
import * as v from 'valibot';
import { CLUB_ROUTE_SLUGS } from '@/lib/clubs';
import type { BlockRegistration, BuilderInput } from '../registry';

export const WIZARD_FLOW_TYPES = ['club flow', 'subscription flow'] as const;

export const ClubWizardSchema = v.looseObject({
  enableSubscriptionFlow: v.optional(v.boolean(), false),
  wizardFlowType: v.optional(v.picklist(WIZARD_FLOW_TYPES)),
  club: v.optional(
    v.union([
      v.literal(''),
      v.picklist(CLUB_ROUTE_SLUGS, 'club must be one of the 36 club or subscription slugs'),
    ]),
  ),
});
export type ClubWizardOptions = v.InferOutput<typeof ClubWizardSchema>;

export const clubWizardInputs: BuilderInput[] = [
  { name: 'enableSubscriptionFlow', type: 'boolean', defaultValue: false },
  { name: 'wizardFlowType', type: 'text', enum: WIZARD_FLOW_TYPES, defaultValue: 'club flow' },
  {
    name: 'club',
    type: 'text',
    enum: CLUB_ROUTE_SLUGS,
    helperText: 'The club to start from when the page is not a /club/... page',
  },
];

export const clubWizardBlock: BlockRegistration = {
  schema: ClubWizardSchema,
  group: 'Special',
  models: ['page', 'campaign', 'symbol', 'clubs', 'subscriptions'],
  inputs: clubWizardInputs,
};
