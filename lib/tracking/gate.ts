/**
 * The one decision whether a data-layer event may be pushed:
 * the route allows tracking (never /checkout, never /profile except order receipts), the
 * environment is production or stage, and the visitor's consent allows it. The e-mail marketing
 * tracker's events also need the tracker cookie or an e-mail. Pure: the
 * browser's data layer (./data-layer.ts) asks it with the facts of the moment.
 */
import { analyticsAllowed, emailTrackerAllowed, type Consent } from '@/lib/tracking/consent';
import { EVENT_AUDIENCE, type DataLayerEvent } from './events';
import { routeTracking } from './routes';

export interface TrackingFacts {
  /** Production or stage; undefined until the page's tracking island has said. */
  environment: boolean | undefined;
  pathname: string;
  consent: Consent;
}

/** 'push' now; 'hold' until the environment is known or the visitor chooses; 'drop' for good. */
export type GateDecision = 'push' | 'hold' | 'drop';

/** The yes/no for the tag manager and every push: route, environment and consent. */
export function trackingAllowed(facts: TrackingFacts): boolean {
  return (
    facts.environment === true &&
    routeTracking(facts.pathname).tracking &&
    analyticsAllowed(facts.consent)
  );
}

/** What to do with `event` now. `tracker` says whether the e-mail tracker can identify the visitor. */
export function gateDecision(
  event: DataLayerEvent,
  facts: TrackingFacts,
  tracker: { hasTrackerCookie: boolean; email?: string | undefined } = { hasTrackerCookie: false },
): GateDecision {
  if (!routeTracking(facts.pathname).tracking || facts.environment === false) return 'drop';
  const audience = EVENT_AUDIENCE[event];
  if (audience === 'emailTracker' && !tracker.hasTrackerCookie && !tracker.email) return 'drop';
  const consented =
    audience === 'emailTracker'
      ? emailTrackerAllowed(facts.consent)
      : analyticsAllowed(facts.consent);
  if (facts.consent.known && !consented) return 'drop';
  if (facts.environment === undefined || !facts.consent.known) return 'hold';
  return 'push';
}
