/**
 * The data layer: `pushEvent(event, payload)` is the one way client code records an event. It
 * applies the gate (./gate.ts) with the facts of the moment: the route the visitor is on, the
 * environment (told once per page by the tracking island, `configureTracking`) and the consent
 * record (lib/tracking/consent.ts). An event outside the list is logged as 'Undefined Datalayer Event'
 * and not pushed, so a typo in a content block never sends junk.
 *
 * Events that happen before the page knows its environment, or before the visitor has answered the
 * cookie banner, are held in memory (never sent anywhere) and pushed, with the route they happened
 * on, once both are known and allow it; a denial drops them.
 */
import { browserConsent, NO_CONSENT, onConsentChange, type Consent } from '@/lib/tracking/consent';
import { EMAIL_TRACKER_COOKIE, readCookie } from '@/lib/http/cookies';
import {
  DATA_LAYER_EVENTS,
  isDataLayerEvent,
  UNDEFINED_EVENT_MESSAGE,
  type DataLayerEvent,
  type DataLayerPayloads,
} from './events';
import { gateDecision, type GateDecision } from './gate';

export { DATA_LAYER_EVENTS, UNDEFINED_EVENT_MESSAGE, isDataLayerEvent };
export type { DataLayerEvent, DataLayerPayloads };

export type DataLayerEntry = Record<string, unknown>;
interface DataLayerTarget {
  push(entry: DataLayerEntry): unknown;
}

/** Most events kept while waiting (a long visit without an answer keeps the latest ones). */
export const MAX_HELD_EVENTS = 50;

interface PushOptions {
  /** An e-mail the visitor just gave (identifies them to the e-mail tracker). */
  email?: string | undefined;
}

interface Held {
  event: DataLayerEvent;
  payload: DataLayerEntry;
  pathname: string;
  email: string | undefined;
}

interface DataLayerSources {
  /** Where pushes go (window.dataLayer in the browser). */
  target(): DataLayerTarget | undefined;
  pathname(): string;
  consent(): Consent;
  hasTrackerCookie(): boolean;
}

interface DataLayer {
  push<E extends DataLayerEvent>(
    event: E,
    payload: DataLayerPayloads[E],
    options?: PushOptions,
  ): GateDecision;
  /** Tells the layer whether this environment tracks at all; pushes what was held. */
  setEnvironment(environment: boolean): void;
  /** Re-decides held events (after a consent change). */
  flush(): void;
  held(): number;
}

export function createDataLayer(sources: DataLayerSources): DataLayer {
  let environment: boolean | undefined;
  let held: Held[] = [];

  const decide = (entry: Omit<Held, 'payload'>) =>
    gateDecision(
      entry.event,
      { environment, pathname: entry.pathname, consent: sources.consent() },
      { hasTrackerCookie: sources.hasTrackerCookie(), email: entry.email },
    );

  const send = ({ event, payload }: Held): boolean => {
    const target = sources.target();
    if (!target) return false;
    // GA4: clear the previous ecommerce object so its items never merge into this event's.
    if ('ecommerce' in payload) target.push({ ecommerce: null });
    target.push({ event, ...payload });
    return true;
  };

  const settle = (entry: Held): GateDecision => {
    const decision = decide(entry);
    if (decision === 'push') return send(entry) ? 'push' : 'drop';
    return decision;
  };

  const layer: DataLayer = {
    push(event, payload, options = {}) {
      if (!isDataLayerEvent(event)) {
        console.warn(UNDEFINED_EVENT_MESSAGE, event);
        return 'drop';
      }
      const entry: Held = {
        event,
        payload: { ...payload },
        pathname: sources.pathname(),
        email: options.email,
      };
      const decision = settle(entry);
      if (decision === 'hold') held = [...held, entry].slice(-MAX_HELD_EVENTS);
      return decision;
    },
    setEnvironment(next) {
      environment = next;
      layer.flush();
    },
    flush() {
      const waiting = held;
      held = [];
      for (const entry of waiting) {
        if (settle(entry) === 'hold') held.push(entry);
      }
    },
    held: () => held.length,
  };
  return layer;
}

function windowDataLayer(): DataLayerTarget | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as { dataLayer?: DataLayerEntry[] };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}

/** The page's data layer. */
const browserLayer = createDataLayer({
  target: windowDataLayer,
  // The address bar, not the router: a 404 renders the not-found route under the asked-for URL.
  pathname: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  consent: () => (typeof document === 'undefined' ? NO_CONSENT : browserConsent()),
  hasTrackerCookie: () =>
    typeof document !== 'undefined' && Boolean(readCookie(document.cookie, EMAIL_TRACKER_COOKIE)),
});

/** Records one event through the gate. Returns what happened to it. */
export function pushEvent<E extends DataLayerEvent>(
  event: E,
  payload: DataLayerPayloads[E],
  options?: PushOptions,
): GateDecision {
  return browserLayer.push(event, payload, options);
}

let stopListening: (() => void) | undefined;

/**
 * Called by the tracking island once per page load with the environment's answer (production or
 * stage). From then on a consent change re-decides held events at once.
 */
export function configureTracking({ environment }: { environment: boolean }): void {
  stopListening ??= onConsentChange(() => browserLayer.flush());
  browserLayer.setEnvironment(environment);
}
