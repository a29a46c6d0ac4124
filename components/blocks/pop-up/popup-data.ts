/**
 * What the browser gets of a pop-up: its options without the endpoints and key, its rich texts
 * already sanitised, and where it lives (the reference its server action reads the rest from).
 */
import { sanitizeHtml } from '@/lib/site/html';
import type { Targeting } from '@/lib/content/pencil-banner';
import type { PopUpOptions } from '@/lib/forms/popup-schema';

export interface PublicPopup {
  id: string;
  reference: { model: string; entryId: string; blockId: string };
  /** Targeting of the entry: urlPath rules (none: every page). */
  targeting: Targeting;
  options: PublicPopupOptions;
}

/** The options the browser may see: named one by one, so a new secret field is never sent. */
const PUBLIC_KEYS = [
  'design',
  'loadConditions',
  'threshold',
  'delayTime',
  'enforceOnePopupPerSession',
  'backgroundImage',
  'topImage',
  'bottomImage',
  'title',
  'formType',
  'mobileSMSLink',
  'formStepContent',
  'formStepFootnote',
  'smsStepContent',
  'smsFootnote',
  'successStepContent',
  'formConfigs',
  'minimizedText',
  'contactFormButtonDesign',
  'button',
  'maxWidth',
  'minHeight',
] as const;
export type PublicPopupOptions = Pick<PopUpOptions, (typeof PUBLIC_KEYS)[number]> & {
  excludedUrls: string[];
};

const html = (value: string | undefined) => (value ? sanitizeHtml(value) : undefined);

export function publicPopup(
  options: PopUpOptions,
  reference: PublicPopup['reference'],
  targeting: PublicPopup['targeting'],
): PublicPopup {
  const rest = Object.fromEntries(PUBLIC_KEYS.map((key) => [key, options[key]])) as Pick<
    PopUpOptions,
    (typeof PUBLIC_KEYS)[number]
  >;
  return {
    id: reference.entryId,
    reference,
    targeting,
    options: {
      ...rest,
      excludedUrls: options.excludedUrls.map((entry) => entry.excludedUrl),
      formStepContent: html(rest.formStepContent),
      formStepFootnote: html(rest.formStepFootnote),
      smsStepContent: html(rest.smsStepContent),
      smsFootnote: html(rest.smsFootnote),
      successStepContent: html(rest.successStepContent),
    },
  };
}
