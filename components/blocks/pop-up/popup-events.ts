import { pushEvent } from '@/lib/tracking/data-layer';
import type { PublicPopup } from './popup-data';

/** The A/B variant the editor named, when there is one. */
function variantOf(popup: PublicPopup): { variant?: string } {
  const variant = popup.options.formConfigs.abTestingVariantName;
  return variant ? { variant } : {};
}

/** The pop-up was shown: its data-layer event. */
export function reportPopupViewed(popup: PublicPopup): void {
  pushEvent('popup_form_viewed', { form_id: popup.id, ...variantOf(popup) });
}

/** A step was sent, accepted or not. */
export function reportPopupSubmission(popup: PublicPopup, success: boolean): void {
  pushEvent('popup_form_submission', { form_id: popup.id, success, ...variantOf(popup) });
}
