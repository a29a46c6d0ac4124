/**
 * Club wizard block: the four-step join flow, as a club flow or a
 * subscription flow. On a /club/... page it joins that page's club; elsewhere the editor may name
 * one.
 */
import * as v from 'valibot';
import { CLUB_ROUTE_SLUGS } from '@/lib/club/clubs';
import type { BuilderInput } from '../define';
import { ClubJoin } from '@/components/club/club-join';
import { CLUB_ROUTES, clubRouteOf, type ClubRoute } from '@/lib/club/clubs';
import { defineBlock } from '../define';

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

/** The page's own club, else the editor's choice, else the first of the flow. */
export function wizardStartRoute(options: ClubWizardOptions, path: string): ClubRoute {
  const flow =
    options.wizardFlowType === 'subscription flow' || options.enableSubscriptionFlow
      ? 'subscription'
      : 'club';
  const fromPath = clubRouteOf(path.replace(/^\/club\//, '').replace(/\/+$/, ''));
  const candidates = [fromPath, options.club ? clubRouteOf(options.club) : undefined];
  const matching = candidates.find((route) => route?.kind === flow);
  const first = CLUB_ROUTES.find((route) => route.kind === flow);
  const start = matching ?? first;
  if (!start) throw new Error(`no ${flow} route`);
  return start;
}

export const ClubWizardDefinition = defineBlock({
  name: 'ClubWizard',
  schema: ClubWizardSchema,
  group: 'Special',
  models: ['page', 'campaign', 'symbol', 'clubs', 'subscriptions'],
  inputs: clubWizardInputs,
  render: (options, _children, context) => (
    <div className="mx-auto max-w-[1200px] px-4 py-10 md:px-8">
      <ClubJoin route={wizardStartRoute(options, context.path)} path={context.path} />
    </div>
  ),
});
