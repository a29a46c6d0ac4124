'use server';

import * as v from 'valibot';
import { ContactFormSchema, type ContactFormOptions } from '@/lib/forms/contact-form-schema';
import { FormEmailSignupSchema } from '@/lib/forms/contact-form-schema';
import { SIGNUP_MESSAGES, signupBody, validateSignup, type SignupErrors } from '@/lib/forms/signup';
import { PopUpSchema } from '@/lib/forms/popup-schema';
import {
  resolveFieldsets,
  submittedValues,
  validateForm,
  type FieldErrors,
} from '@/lib/forms/fields';
import { GENERIC_FORM_FAILURE, formTypeTakesSource } from '@/lib/forms/rules';
import {
  POPUP_MESSAGES,
  formTypeFields,
  popupBody,
  validatePopupStep,
  type PopupErrors,
} from '@/lib/forms/popup';
import { getSettings } from '@/server/config';
import { loadBlock } from '@/server/forms/block-reference';
import { guardSubmission } from '@/server/forms/guard';
import { traceAction } from '@/server/actions/trace';
import { sendToMarketingService, type MarketingTarget } from '@/server/marketing/send';

/**
 * The server actions of the e-mail sign-up and the generic forms. Each re-validates with the same
 * rules the browser used (lib/forms), turns away bots (honeypot) and floods (rate limit), and only
 * then posts to the marketing service. Endpoints and keys come from settings or from the block's
 * own options, read on the server from the published entry: they never reach the browser.
 */

const Text = v.optional(v.string(), '');

type SignupResult = { ok: true } | { ok: false; fieldErrors?: SignupErrors; message?: string };

const SignupInput = v.object({
  /** The FormEmailSignup block's reference; absent for the footer's sign-up. */
  block: v.optional(v.unknown()),
  email: v.pipe(Text, v.maxLength(320)),
  optIn: v.boolean(),
  legal: v.boolean(),
  website: Text,
});

async function newsletterTarget(block: unknown): Promise<MarketingTarget | undefined> {
  const { marketing } = getSettings();
  const defaults = { endpoint: marketing.endpoints.newsletter, apiKey: marketing.apiKey };
  if (block === undefined) return defaults;
  const found = await loadBlock(block, 'FormEmailSignup');
  const options = v.safeParse(FormEmailSignupSchema, found?.options);
  if (!options.success) return undefined;
  return {
    endpoint: options.output.nlFormEndpoint ?? defaults.endpoint,
    apiKey: options.output.nlApiKey ?? defaults.apiKey,
  };
}

async function subscribeToNewsletterAction(input: unknown): Promise<SignupResult> {
  const parsed = v.safeParse(SignupInput, input);
  if (!parsed.success) return { ok: false, message: SIGNUP_MESSAGES.failure };
  const { block, website, ...values } = parsed.output;
  const fieldErrors = validateSignup(values);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const guard = await guardSubmission(website, values.email.trim());
  if (!guard.ok) return { ok: false, message: guard.message };
  const target = await newsletterTarget(block);
  if (!target) return { ok: false };
  const sent = await sendToMarketingService(target, signupBody(values), 'newsletter');
  return sent.ok ? { ok: true } : { ok: false };
}

export const subscribeToNewsletter = traceAction(
  'subscribeToNewsletter',
  subscribeToNewsletterAction,
);

// Field errors come without a form-level message: each field says what is wrong, and a "could not
// be sent" beside them would stay after the visitor put them right.
type ContactFormResult =
  | { ok: true }
  | { ok: false; fieldErrors: FieldErrors; message?: undefined }
  | { ok: false; fieldErrors?: undefined; message: string };

const ContactInput = v.object({
  block: v.unknown(),
  values: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(100)), v.pipe(v.string(), v.maxLength(5_000))),
    v.check((values) => Object.keys(values).length <= 100, 'Too many fields'),
  ),
  website: Text,
});

function contactBody(
  options: ContactFormOptions,
  formId: string,
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return {
    form_id: formId,
    form_type: options.formType,
    ...(options.formType === 'sweepstakes' ? { sweepstakes_name: options.sweepstakesName } : {}),
    ...(formTypeTakesSource(options.formType) && options.source ? { source: options.source } : {}),
    fields: values,
    consent: true,
  };
}

async function submitContactFormAction(input: unknown): Promise<ContactFormResult> {
  const parsed = v.safeParse(ContactInput, input);
  if (!parsed.success) return { ok: false, message: GENERIC_FORM_FAILURE };
  const found = await loadBlock(parsed.output.block, 'ContactForm');
  const options = v.safeParse(ContactFormSchema, found?.options);
  if (!found || !options.success) return { ok: false, message: GENERIC_FORM_FAILURE };
  const formId = options.output.formId ?? found.reference.blockId;
  const fieldsets = resolveFieldsets(options.output.fieldsets, formId);
  const fieldErrors = validateForm(fieldsets, parsed.output.values, new Date());
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors };
  }
  const values = submittedValues(fieldsets, parsed.output.values);
  const guard = await guardSubmission(parsed.output.website, values.user_email);
  if (!guard.ok) return { ok: false, message: guard.message };
  const { marketing } = getSettings();
  const target = {
    endpoint: options.output.contactFormEndpoint ?? marketing.endpoints.contact,
    apiKey: options.output.apiKey ?? marketing.apiKey,
  };
  const sent = await sendToMarketingService(
    target,
    contactBody(options.output, formId, values),
    'contact-form',
  );
  return sent.ok ? { ok: true } : { ok: false, message: GENERIC_FORM_FAILURE };
}

export const submitContactForm = traceAction('submitContactForm', submitContactFormAction);

type PopupResult =
  { ok: true } | { ok: false; fieldErrors?: PopupErrors; message: string; phoneTaken?: boolean };

const PopupInput = v.object({
  block: v.unknown(),
  /** Which step is sent: the form step (e-mail first, then the phone when given) or the SMS step. */
  step: v.picklist(['form', 'sms']),
  email: v.pipe(Text, v.maxLength(320)),
  dateOfBirth: v.pipe(Text, v.maxLength(10)),
  phone: v.pipe(Text, v.maxLength(30)),
  website: Text,
});

/**
 * A pop-up step: e-mail and SMS go to their own services, the e-mail
 * first and the phone only when given; a 409 from the SMS service means the number is taken.
 */
async function submitPopupAction(input: unknown): Promise<PopupResult> {
  const parsed = v.safeParse(PopupInput, input);
  if (!parsed.success) return { ok: false, message: POPUP_MESSAGES.failure };
  const found = await loadBlock(parsed.output.block, 'PopUp');
  const options = v.safeParse(PopUpSchema, found?.options);
  if (!found || !options.success) return { ok: false, message: POPUP_MESSAGES.failure };
  const { formType } = options.output;
  const { step, website, ...values } = parsed.output;
  const fieldErrors = validatePopupStep(formType, step, values, new Date());
  if (Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors, message: POPUP_MESSAGES.correctFields };
  }
  const guard = await guardSubmission(website, values.email.trim() || undefined);
  if (!guard.ok) return { ok: false, message: guard.message };

  const { marketing } = getSettings();
  const apiKey = options.output.apiKey ?? marketing.apiKey;
  const common = {
    source: options.output.source ?? found.reference.entryId,
    variant: options.output.formConfigs.abTestingVariantName,
  };
  const fields = formTypeFields(formType);
  if (step === 'form' && fields.email) {
    const sent = await sendToMarketingService(
      { endpoint: options.output.emailEndpoint ?? marketing.endpoints.emailWelcome, apiKey },
      popupBody({ ...common, email: values.email, dateOfBirth: values.dateOfBirth || undefined }),
      'popup-email',
    );
    if (!sent.ok) return { ok: false, message: POPUP_MESSAGES.failure };
  }
  const phone = values.phone.trim();
  if (phone && (step === 'sms' || fields.phone !== 'none')) {
    const sent = await sendToMarketingService(
      { endpoint: options.output.smsEndpoint ?? marketing.endpoints.smsWelcome, apiKey },
      popupBody({
        ...common,
        phone,
        email: values.email || undefined,
        dateOfBirth: values.dateOfBirth || undefined,
      }),
      'popup-sms',
    );
    if (!sent.ok) {
      return sent.reason === 'status' && sent.status === 409
        ? { ok: false, message: POPUP_MESSAGES.phoneTaken, phoneTaken: true }
        : { ok: false, message: POPUP_MESSAGES.failure };
    }
  }
  return { ok: true };
}

export const submitPopup = traceAction('submitPopup', submitPopupAction);
