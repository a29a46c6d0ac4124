/**
 * The data layer: one typed `track(event, payload)` for every event both specs name
 * (storefront spec section 7, blocks spec section 7). An event outside the list is logged as
 * 'Undefined Datalayer Event' and not pushed, so a typo in a content block never sends junk.
 */

type Product = {
  sku?: string;
  id?: string;
  name: string;
  price?: number;
  quantity?: number;
  category?: string;
};
type Wizard = { isSubscriptionFlow: boolean; type?: string; step?: number; [key: string]: unknown };

export interface DataLayerPayloads {
  addToCart: { products: Product[]; value?: number };
  removeFromCart: { products: Product[]; value?: number };
  productImpression: { products: Product[]; list?: string };
  productDetailImpression: { products: Product[] };
  productClick: { products: Product[]; list?: string };
  pageview: { url: string; email?: string; customerId?: string; phone_number?: string };
  viewCart: { products: Product[]; value?: number };
  purchase: { orderId: string; value: number; products: Product[] };
  beginCheckout: { products: Product[]; value?: number };
  clubJoin: { club: string };
  clubHero: { club: string; quantity?: string };
  subscriptionHero: { subscription: string; quantity?: string; frequency?: string };
  footerMenuClick: { label: string; url: string };
  wineryVisitClick: { label: string; url: string };
  wizardNavigation: Wizard;
  wizardStepOne: Wizard;
  wizardStepTwo: Wizard;
  wizardStepThree: Wizard;
  wizardStepFour: Wizard;
  newsletter_submission: { form_id: string; success: boolean; email?: string };
  contact_form_submission: { form_id: string; success: boolean };
  popup_form_submission: { form_id: string; success: boolean; variant?: string };
  popup_form_viewed: { form_id: string; variant?: string };
  kl_active_on_site: { browser: string; page: string; os: string };
  kl_viewed_product: { name: string; sku?: string; url?: string; price?: number };
  kl_begin_checkout: { value?: number; items: Product[] };
}

export type DataLayerEvent = keyof DataLayerPayloads;

const EVENTS: Record<DataLayerEvent, true> = {
  addToCart: true,
  removeFromCart: true,
  productImpression: true,
  productDetailImpression: true,
  productClick: true,
  pageview: true,
  viewCart: true,
  purchase: true,
  beginCheckout: true,
  clubJoin: true,
  clubHero: true,
  subscriptionHero: true,
  footerMenuClick: true,
  wineryVisitClick: true,
  wizardNavigation: true,
  wizardStepOne: true,
  wizardStepTwo: true,
  wizardStepThree: true,
  wizardStepFour: true,
  newsletter_submission: true,
  contact_form_submission: true,
  popup_form_submission: true,
  popup_form_viewed: true,
  kl_active_on_site: true,
  kl_viewed_product: true,
  kl_begin_checkout: true,
};

export const DATA_LAYER_EVENTS = Object.keys(EVENTS) as DataLayerEvent[];
export const UNDEFINED_EVENT_MESSAGE = 'Undefined Datalayer Event';

export function isDataLayerEvent(event: string): event is DataLayerEvent {
  return Object.hasOwn(EVENTS, event);
}

export type DataLayerEntry = { event: string } & Record<string, unknown>;
interface DataLayerTarget {
  push(entry: DataLayerEntry): unknown;
}

/** The page's window.dataLayer (created on first use), or undefined on the server. */
function browserDataLayer(): DataLayerTarget | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as { dataLayer?: DataLayerEntry[] };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}

/** Whether the current page allows tracking; the tracking island switches it per route. */
let trackingAllowed = true;
export function setTrackingAllowed(allowed: boolean): void {
  trackingAllowed = allowed;
}

/**
 * Pushes one event. Returns true when it was pushed. `target` defaults to window.dataLayer.
 */
export function track<E extends DataLayerEvent>(
  event: E,
  payload: DataLayerPayloads[E],
  target?: DataLayerTarget,
): boolean;
export function track(
  event: string,
  payload: Record<string, unknown>,
  target?: DataLayerTarget,
): boolean;
export function track(
  event: string,
  payload: Record<string, unknown>,
  target?: DataLayerTarget,
): boolean {
  if (!isDataLayerEvent(event)) {
    console.warn(UNDEFINED_EVENT_MESSAGE, event);
    return false;
  }
  if (!trackingAllowed) return false;
  const layer = target ?? browserDataLayer();
  if (!layer) return false;
  layer.push({ event, ...payload });
  return true;
}
