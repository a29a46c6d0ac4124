/** A field's message, under the field, announced as it appears (blocks spec section 5). */
export function FieldError({ id, message, tone }: { id: string; message?: string; tone: Tone }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={`mt-1 text-sm ${ERROR_TONES[tone]}`}>
      {message}
    </p>
  );
}

export type Tone = 'light' | 'dark';
/** Readable error red on the light page and on the dark footer. */
export const ERROR_TONES: Record<Tone, string> = {
  light: 'text-[#b00020]',
  dark: 'text-[#ffb4b4]',
};
