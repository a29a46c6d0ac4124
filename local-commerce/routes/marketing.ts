/**
 * The embedded marketing service: stands in for the newsletter, e-mail welcome, SMS welcome and
 * contact form services the site's forms post to, so every form works
 * offline and a developer can see what was sent (`GET marketing/submission`, listed by the local
 * mailbox page). It answers like a real one: 201 when stored, 422 for a malformed body, 409 for a
 * phone number that is already subscribed.
 *
 * Auth: the pipeline accepts either the tenant header or the marketing X-API-KEY on these paths.
 */
import * as v from 'valibot';
import { HttpError, created, ok } from '../http';
import type { RequestContext, Route } from '../router';
import {
  isPhoneSubscribed,
  listSubmissions,
  saveSubmission,
  subscribePhone,
  type SubmissionKind,
} from '../store/marketing';
import { emailAddress, parseInput } from '../validation';

const E164 = v.pipe(
  v.string('phone_number is required'),
  v.regex(/^\+[1-9]\d{7,14}$/, 'phone_number must be in E.164 form (+12125552368)'),
);
const consent = v.literal(true, 'consent must be true');
const extraFields = v.optional(v.record(v.string(), v.unknown()));

const NewsletterSchema = v.looseObject({
  email: emailAddress,
  'email-opt-in': v.optional(v.boolean()),
  legal: v.optional(v.boolean()),
  consent,
});
const WelcomeSchema = v.looseObject({
  email: emailAddress,
  age_gated_date_of_birth: v.optional(
    v.pipe(v.string(), v.isoDate('age_gated_date_of_birth must be YYYY-MM-DD')),
  ),
  source: v.optional(v.string()),
  consent,
  extra_fields: extraFields,
});
const SmsSchema = v.looseObject({
  phone_number: E164,
  email: v.optional(emailAddress),
  age_gated_date_of_birth: v.optional(v.string()),
  source: v.optional(v.string()),
  consent,
  extra_fields: extraFields,
});
const ContactSchema = v.looseObject({
  form_id: v.pipe(v.string('form_id is required'), v.nonEmpty('form_id is required')),
  fields: v.record(v.string(), v.string()),
});

function storeAs(
  kind: Exclude<SubmissionKind, 'sms'>,
  schema: v.GenericSchema<unknown, Record<string, unknown>>,
) {
  return async (context: RequestContext) => {
    const payload = parseInput(schema, context.body);
    const submission = await saveSubmission(context.sql, kind, payload);
    return created({ id: submission.id, kind, createdAt: submission.createdAt });
  };
}

async function smsWelcome(context: RequestContext) {
  const payload = parseInput(SmsSchema, context.body);
  if (await isPhoneSubscribed(context.sql, payload.phone_number)) {
    throw new HttpError(409, 'conflict', 'This phone number is already subscribed');
  }
  const submission = await saveSubmission(context.sql, 'sms', payload);
  await subscribePhone(context.sql, payload.phone_number, submission.id);
  return created({ id: submission.id, kind: 'sms', createdAt: submission.createdAt });
}

const LimitSchema = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('limit must be an integer'),
  v.minValue(1),
  v.maxValue(500),
);

/** GET marketing/submission: what the forms sent, newest first. */
async function submissionList(context: RequestContext) {
  const limit = parseInput(LimitSchema, context.query.get('limit') ?? '100');
  return ok({ submissions: await listSubmissions(context.sql, limit) });
}

export const MARKETING_PATH_PREFIX = 'marketing/';

export const marketingRoutes: Route[] = [
  {
    method: 'POST',
    pattern: 'marketing/newsletter',
    handler: storeAs('newsletter', NewsletterSchema),
  },
  {
    method: 'POST',
    pattern: 'marketing/email-welcome',
    handler: storeAs('welcome', WelcomeSchema),
  },
  { method: 'POST', pattern: 'marketing/sms-welcome', handler: smsWelcome },
  { method: 'POST', pattern: 'marketing/contact', handler: storeAs('contact', ContactSchema) },
  { method: 'GET', pattern: 'marketing/submission', handler: submissionList },
];
