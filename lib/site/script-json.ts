/**
 * A value as a JavaScript/JSON literal that is safe inside an inline `<script>`: JSON.stringify
 * leaves `<` alone, so `</script>` in a value would close the element and the rest would run as
 * page markup. `<`, `>` and `&` become \u escapes (same value once parsed), as do the two line
 * separators that older engines reject inside string literals.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
