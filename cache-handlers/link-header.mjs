/**
 * The `Link` header a cached page is kept with, less the stylesheet preloads the static header
 * rules add to every shared page's answer (lib/http/static-headers.ts, `stylesheetPreload`).
 *
 * Why: Next renders a page into a response that already carries the rules' headers, and keeps
 * in the page's entry the whole `Link` the response then has (the rules' preloads, what the
 * served entry brought along, React's own preloads). Served, the entry's header goes out beside
 * the rules' own, so each stylesheet was named twice, and once more after every revalidation:
 * ~20 times (1.4 KB) on an hour-old page. Kept without them, the entry names what only the render
 * knows (React's image preloads) and the rules name the stylesheets, each once.
 *
 * The rules write their entries as `<href>; rel=preload; as=style` (React quotes `as="style"`):
 * the hrefs of those are the rules', and every style preload of one of them is dropped, React's
 * too. What is left is deduplicated.
 */

const RULE_ENTRY = /^<([^>]*)>; rel=preload; as=style$/;
const HREF = /^<([^>]*)>/;
const STYLE = /;\s*as="?style"?(?:;|$)/;

/** The entries of a `Link` value (a string or Node's array of strings). */
function entriesOf(link) {
  return (Array.isArray(link) ? link : [link])
    .flatMap((value) => String(value).split(/,\s*(?=<)/))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `Link` entries less the rules' stylesheets, each once; undefined when none is left. */
export function withoutRuleStylesheets(link) {
  const entries = entriesOf(link);
  const ruleHrefs = new Set(entries.map((entry) => RULE_ENTRY.exec(entry)?.[1]).filter(Boolean));
  const kept = new Set(
    entries.filter((entry) => !(ruleHrefs.has(HREF.exec(entry)?.[1]) && STYLE.test(entry))),
  );
  return kept.size > 0 ? [...kept].join(', ') : undefined;
}

/** A page value's headers with its `Link` cleaned (the same object when it has none). */
export function withEntryLinks(headers) {
  if (!headers) return headers;
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'link');
  if (name === undefined) return headers;
  const { [name]: link, ...rest } = headers;
  const cleaned = withoutRuleStylesheets(link);
  return cleaned === undefined ? rest : { ...rest, [name]: cleaned };
}
