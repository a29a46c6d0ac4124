/**
 * Server action calls arrive as POSTs with a `Next-Action` header and the arguments in React's
 * reply encoding. A body our own pages could never send (not JSON, references to form parts
 * that are not there, absurd nesting, broken multipart) makes the framework's decoder throw
 * before our action runs, which Next answers with a 500. The proxy asks this check first and
 * answers 400 instead: bad input never gives a 500.
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

/**
 * Next's own limit on a server action's body (`serverActions.bodySizeLimit`, not configured here,
 * so its default of 1 MB). Past it the framework throws, which answered 500.
 */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

interface ActionCallRefusal {
  status: 400 | 403 | 413;
  message: string;
}

const FOREIGN_ORIGIN: ActionCallRefusal = {
  status: 403,
  message: 'Forbidden: this form can only be sent from this site.',
};
const TOO_LARGE: ActionCallRefusal = {
  status: 413,
  message: 'Request too large: the form data exceeds 1 MB.',
};
const MALFORMED: ActionCallRefusal = {
  status: 400,
  message: 'Bad request: the form data could not be read.',
};

/**
 * Decides on a cloned request whether the action call can be handed to the framework, or what to
 * answer instead (400, 403, 413) where the framework would throw and answer 500:
 *   - an Origin of another host (or `null`, or unreadable): Next's CSRF check aborts the action;
 *   - a body over the limit, declared by Content-Length or found while reading a chunked one;
 *   - a body the reply decoder cannot read: not JSON, references to parts that are not there.
 */
export async function actionCallRefusal(request: Request): Promise<ActionCallRefusal | undefined> {
  if (!isSameOrigin(request.headers)) return FOREIGN_ORIGIN;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > ACTION_BODY_LIMIT_BYTES) return TOO_LARGE;
  const body = await readAtMost(request, ACTION_BODY_LIMIT_BYTES);
  if (body === undefined) return TOO_LARGE;
  return (await isWellFormedBody(request.headers.get('content-type') ?? '', body))
    ? undefined
    : MALFORMED;
}

/**
 * The check Next's action handler makes (app-render/action-handler): the Origin's host must be the
 * first X-Forwarded-Host entry, else the Host. No Origin at all is let through, as Next does (a
 * hand-made request carries no visitor's cookies unwillingly).
 */
export function isSameOrigin(headers: Pick<Headers, 'get'>): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  const originHost = origin === 'null' ? undefined : URL.parse(origin)?.host;
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  return originHost !== undefined && originHost === host;
}

/** The body, or undefined as soon as it passes `limit` bytes (the rest is never read). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: the proxy reads a clone, and cancelling one branch of a teed body only
      // settles once the other branch is cancelled too (it never is: the request is answered).
      reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Our clients send plain values, so React encodes them as text. A multipart body (React's
 * encoding when arguments hold FormData, files or outlined parts) must still hold a plain reply
 * in its root part `0`: references from it to other parts (`$K1`, `$1`, `$B1`) are refused, so
 * none can dangle.
 */
async function isWellFormedBody(type: string, body: Uint8Array): Promise<boolean> {
  try {
    if (type.startsWith('multipart/form-data')) {
      const form = await new Response(body as BodyInit, {
        headers: { 'content-type': type },
      }).formData();
      const root = form.get('0');
      return typeof root === 'string' && isPlainReplyText(root);
    }
    return isPlainReplyText(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return false;
  }
}

/**
 * Valid percent-encoding and no control characters once decoded: no page of ours has a NUL or a
 * line break in its address, and the commerce service refuses them (400).
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}
