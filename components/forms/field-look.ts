import type { FieldLook } from '@/components/ui/field';

/** The surface a form sits on: the light page, or the dark footer. */
export type Tone = 'light' | 'dark';

/** Readable error red on the light page and on the dark footer. */
export const ERROR_TONES: Record<Tone, string> = {
  light: 'text-[#b00020]',
  dark: 'text-[#ffb4b4]',
};

/**
 * The marketing forms' fields: each error under its field with the alert
 * role, since these forms check a field as it is left. The label's classes differ per form (a
 * checkbox's label, beside it, takes none).
 */
export function marketingLook(tone: Tone, label = 'font-semibold'): FieldLook {
  return {
    label,
    hint: 'text-sm text-ink/70',
    error: `mt-1 text-sm ${ERROR_TONES[tone]}`,
    alertError: true,
  };
}

/** A text control on the light page; its border turns the error red with its error. */
export const LIGHT_CONTROL =
  'mt-1 w-full rounded border border-ink/40 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-[#b00020]';

/** A checkbox beside its label; the tick in the tone's accent. */
export function checkboxClass(tone: Tone): string {
  return `mt-1 h-4 w-4 shrink-0 ${tone === 'dark' ? 'accent-gold' : 'accent-wine'}`;
}

/** A label with the required mark the forms' notes explain ('* indicates required fields'). */
export function requiredLabel(label: string, required: boolean): string {
  return required ? `${label}*` : label;
}
