/**
 * Every data-layer event both specs name, with
 * its payload. The commerce events carry GA4's ecommerce object (./ecommerce.ts); the names and
 * keys the specs give are kept exactly (pageview's url, email, customerId, phone_number;
 * newsletter_submission's form_id, success, email; kl_active_on_site's browser, page, os; the
 * wizard events' isSubscriptionFlow, type and step data).
 */
import type { EcommerceList, EcommercePurchase, EcommerceValue } from './ecommerce';

type Wizard = {
  isSubscriptionFlow: boolean;
  type: string;
  step: number;
  [key: string]: unknown;
};

export interface DataLayerPayloads {
  addToCart: { ecommerce: EcommerceValue };
  removeFromCart: { ecommerce: EcommerceValue };
  productImpression: { ecommerce: EcommerceList };
  productDetailImpression: { ecommerce: EcommerceValue };
  productClick: { ecommerce: EcommerceList };
  pageview: { url: string; email?: string; customerId?: string; phone_number?: string };
  viewCart: { ecommerce: EcommerceValue };
  purchase: { ecommerce: EcommercePurchase };
  beginCheckout: { ecommerce: EcommerceValue };
  clubJoin: { club: string; clubSlug: string; isSubscriptionFlow: boolean };
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
  kl_active_on_site: { browser: string; page: string; os: string; email?: string };
  kl_viewed_product: {
    ProductName: string;
    ProductID: string;
    SKU: string;
    URL: string;
    Price: number;
    Brand?: string;
    Categories?: string[];
    ImageURL?: string;
    email?: string;
  };
  kl_begin_checkout: {
    value: number;
    currency: string;
    items: EcommerceValue['items'];
    email?: string;
  };
}

export type DataLayerEvent = keyof DataLayerPayloads;

/**
 * Which consent an event needs. Everything goes to the tag manager (analytics); the `kl_` events
 * identify the visitor to the e-mail marketing service (analytics and targeting, plus the tracker
 * cookie or an e-mail: see ./gate.ts).
 */
type EventAudience = 'analytics' | 'emailTracker';

export const EVENT_AUDIENCE: Record<DataLayerEvent, EventAudience> = {
  addToCart: 'analytics',
  removeFromCart: 'analytics',
  productImpression: 'analytics',
  productDetailImpression: 'analytics',
  productClick: 'analytics',
  pageview: 'analytics',
  viewCart: 'analytics',
  purchase: 'analytics',
  beginCheckout: 'analytics',
  clubJoin: 'analytics',
  clubHero: 'analytics',
  subscriptionHero: 'analytics',
  footerMenuClick: 'analytics',
  wineryVisitClick: 'analytics',
  wizardNavigation: 'analytics',
  wizardStepOne: 'analytics',
  wizardStepTwo: 'analytics',
  wizardStepThree: 'analytics',
  wizardStepFour: 'analytics',
  newsletter_submission: 'analytics',
  contact_form_submission: 'analytics',
  popup_form_submission: 'analytics',
  popup_form_viewed: 'analytics',
  kl_active_on_site: 'emailTracker',
  kl_viewed_product: 'emailTracker',
  kl_begin_checkout: 'emailTracker',
};

export const DATA_LAYER_EVENTS = Object.keys(EVENT_AUDIENCE) as DataLayerEvent[];
export const UNDEFINED_EVENT_MESSAGE = 'Undefined Datalayer Event';

export function isDataLayerEvent(event: string): event is DataLayerEvent {
  return Object.hasOwn(EVENT_AUDIENCE, event);
}
