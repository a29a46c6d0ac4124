import * as v from 'valibot';
import { getSettings } from '@/server/config';

/**
 * Where the lead-form embed loads its forms from: `LEAD_FORM_EMBED_URL`, an https URL template
 * with `{leadFormId}` (and optionally `{publicKey}`), e.g.
 * `https://forms.example-crm.com/embed/{leadFormId}?key={publicKey}`. Without it the lead-form
 * block says the form is unavailable instead of pointing at a made-up address.
 */
const LeadFormUrlSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.url('LEAD_FORM_EMBED_URL must be a URL'),
    v.startsWith('https://', 'LEAD_FORM_EMBED_URL must use https'),
    v.includes('{leadFormId}', 'LEAD_FORM_EMBED_URL must contain {leadFormId}'),
  ),
);

export function leadFormUrl(
  leadFormId: string,
  publicKey: string | undefined,
  raw: string | undefined = getSettings().content.leadFormEmbedUrl,
): string | undefined {
  if (!raw) return undefined;
  const parsed = v.safeParse(LeadFormUrlSchema, raw);
  if (!parsed.success || !parsed.output) {
    console.error(`[content] ${parsed.success ? 'LEAD_FORM_EMBED_URL is empty' : parsed.issues[0].message}; lead forms are unavailable`);
    return undefined;
  }
  return parsed.output.replaceAll('{leadFormId}', encodeURIComponent(leadFormId)).replaceAll('{publicKey}', encodeURIComponent(publicKey ?? ''));
}
