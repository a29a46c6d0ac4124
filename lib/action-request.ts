/**
 * Server action calls arrive as POSTs with a `Next-Action` header and the arguments in React's
 * reply encoding. A body our own pages could never send (not JSON, references to form parts
 * that are not there, absurd nesting, broken multipart) makes the framework's decoder throw
 * before our action runs, which Next answers with a 500. The proxy asks this check first and
 * answers 400 instead (issue 11: bad input never gives a 500).
 *
 * Our clients call actions with plain values: text bodies are a JSON array in which a string may
 * start with `$` only in the escapes React writes for plain values.
 */
const MAX_DEPTH = 32;
/** `$$…` (an escaped `$`), undefined, -0, NaN, ±Infinity, BigInt, Date. */
const PLAIN_VALUE_ESCAPE = /^\$(\$|undefined$|-0$|NaN$|-?Infinity$|n-?\d+$|D)/;

export function isPlainReplyText(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return Array.isArray(value) && isPlainValue(value, 0);
}

function isPlainValue(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_VALUE_ESCAPE.test(value);
  if (Array.isArray(value)) return value.every((item) => isPlainValue(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).every((item) => isPlainValue(item, depth + 1));
  }
  return true;
}

/** Decides on a cloned request whether the action call can be handed to the framework. */
export async function isWellFormedActionCall(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    // Forms post FormData; the parts themselves are checked by the action's own schema.
    try {
      await request.formData();
      return true;
    } catch {
      return false;
    }
  }
  return isPlainReplyText(await request.text());
}
