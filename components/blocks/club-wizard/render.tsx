/** Club wizard renderer: picks the club to start from, then the join flow of the environment. */
import { ClubJoin } from '@/components/club/club-join';
import { CLUB_ROUTES, clubRouteOf, type ClubRoute } from '@/lib/clubs';
import { block } from '../types';
import { ClubWizardSchema, type ClubWizardOptions } from './schema';

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

export const renderClubWizard = block(ClubWizardSchema, (options, _children, context) => (
  <div className="mx-auto max-w-[1200px] px-4 py-10 md:px-8">
    <ClubJoin route={wizardStartRoute(options, context.path)} />
  </div>
));
