/** Options of the PopUp block, with their limits. */
import * as v from 'valibot';
import { optionalText } from '@/lib/settings/text-settings';
import {
  DEFAULT_EXCLUDED_URLS,
  LOAD_CONDITIONS,
  POPUP,
  POPUP_FORM_TYPES,
  POPUP_MESSAGES,
} from '@/lib/forms/popup';

const size = v.optional(v.number());
const PopupImageSchema = v.optional(
  v.looseObject({
    imageSrc: v.pipe(v.string(), v.minLength(1, 'imageSrc is required')),
    alt: v.optional(v.string(), ''),
    mobileWidth: size,
    mobileHeight: size,
    tabletWidth: size,
    tabletHeight: size,
    desktopWidth: size,
    desktopHeight: size,
  }),
);

export const PopUpSchema = v.looseObject({
  design: v.optional(v.picklist(['light', 'dark', 'wine']), 'light'),
  loadConditions: v.optional(v.picklist(LOAD_CONDITIONS), 'Default'),
  threshold: v.optional(
    v.pipe(v.number(), v.minValue(POPUP.minThreshold), v.maxValue(POPUP.maxThreshold)),
    POPUP.defaultScrollThreshold,
  ),
  delayTime: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  enforceOnePopupPerSession: v.optional(v.boolean(), false),
  excludedUrls: v.optional(v.array(v.looseObject({ excludedUrl: v.string() })), () =>
    DEFAULT_EXCLUDED_URLS.map((excludedUrl) => ({ excludedUrl })),
  ),
  backgroundImage: PopupImageSchema,
  topImage: PopupImageSchema,
  bottomImage: PopupImageSchema,
  /** The dialog's accessible name (shown as its heading). */
  title: v.optional(v.string(), 'Join our list'),
  formType: v.optional(v.picklist(POPUP_FORM_TYPES), 'Email Only'),
  mobileSMSLink: optionalText,
  formStepContent: optionalText,
  formStepFootnote: optionalText,
  smsStepContent: optionalText,
  smsFootnote: optionalText,
  successStepContent: optionalText,
  formConfigs: v.optional(
    v.looseObject({
      submitButtonText: v.optional(v.string(), 'Submit'),
      successMessage: v.optional(v.string(), POPUP_MESSAGES.success),
      showErrorMessage: v.optional(v.boolean(), true),
      showSuccessMessage: v.optional(v.boolean(), true),
      abTestingVariantName: optionalText,
    }),
    {},
  ),
  minimizedText: optionalText,
  contactFormButtonDesign: v.optional(v.picklist(['red', 'gold', 'black']), 'red'),
  button: v.optional(v.looseObject({ text: v.string(), href: v.optional(v.string()) })),
  maxWidth: v.optional(
    v.pipe(
      v.number('maxWidth is required'),
      v.minValue(POPUP.minMaxWidth, 'maxWidth must be 250 to 800'),
      v.maxValue(POPUP.maxMaxWidth, 'maxWidth must be 250 to 800'),
    ),
    POPUP.defaultMaxWidth,
  ),
  minHeight: v.optional(v.pipe(v.number(), v.minValue(0)), POPUP.defaultMinHeight),
  /** Sent as `source` (default: the pop-up entry's id). */
  source: optionalText,
  /** Server only: per-channel endpoints and key (default: the e-mail/SMS welcome settings). */
  emailEndpoint: optionalText,
  smsEndpoint: optionalText,
  apiKey: optionalText,
});
export type PopUpOptions = v.InferOutput<typeof PopUpSchema>;
