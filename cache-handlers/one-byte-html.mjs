/**
 * A cached page's HTML with every character outside ASCII written as an escape, so that the
 * JavaScript string Next keeps in memory and sends is a one-byte ASCII string.
 *
 * Why: Next sends a cached page from a string, and Node's `res.end` joins it to the headers, a new
 * string each request that V8 must flatten before it can be written. V8 stores a string holding a
 * single character above U+00FF (a ’ in "We couldn’t find that page", an em dash, an emoji) with
 * two bytes per character: each request then copies a 110 KB page into a new 220 KB string in
 * V8's large-object space (a fresh memory mapping, released again) and encodes it to UTF-8 on the
 * slow path (strace and a native stack of the mapping showed it). Measured on this machine: a
 * bare Next page of 110 KB costs 0.9 ms of CPU per request, and 1.5-1.7 ms with one ’ added, as
 * much as ours did. Written as escapes, the page is ASCII and costs what a bare page costs; the
 * browser reads the same text:
 *   - in markup (text and attribute values): a character reference, `&#x2019;`;
 *   - inside <script> (Next's page data, JSON-LD, our inline scripts: every such character sits in
 *     a string literal): a JavaScript/JSON escape, `\u2019` (UTF-16 units, so an emoji is two);
 *   - inside <style>: a CSS escape, `\2019 `.
 * Comments and anything else are markup to this: a reference there is never decoded, which does
 * not matter for a comment.
 */

const WIDE = /[^\u0000-\u007f]/;
const WIDE_CHARACTERS = /[^\u0000-\u007f]/gu;
const WIDE_UNITS = /[^\u0000-\u007f]/g;
/** Raw-text elements, whose content the HTML parser does not decode. */
const RAW_TEXT = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

const markup = (text) =>
  text.replace(WIDE_CHARACTERS, (character) => `&#x${character.codePointAt(0).toString(16)};`);
const script = (text) =>
  text.replace(WIDE_UNITS, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
const style = (text) =>
  text.replace(WIDE_CHARACTERS, (character) => `\\${character.codePointAt(0).toString(16)} `);

/**
 * The same document in ASCII, stored by V8 as a one-byte string. Escaping alone is not enough:
 * V8 never narrows a string, and pieces of a two-byte string stay two-byte, so the result is
 * copied through Latin-1 (lossless for ASCII), which makes a one-byte string.
 */
export function oneByteHtml(html) {
  if (!WIDE.test(html)) return html;
  return Buffer.from(escaped(html), 'latin1').toString('latin1');
}

function escaped(html) {
  let out = '';
  let from = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [element, name, content] = match;
    const contentStart = match.index + element.indexOf('>') + 1;
    out += markup(html.slice(from, contentStart));
    out += name.toLowerCase() === 'script' ? script(content) : style(content);
    from = contentStart + content.length;
  }
  return out + markup(html.slice(from));
}
