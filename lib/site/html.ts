import sanitize from 'sanitize-html';

/**
 * Rich text from the page builder and product copy from the commerce admin are HTML written
 * outside this code base. Before any of it is inserted it goes through an allowlist: only the
 * prose tags below survive, only the listed attributes, and links and images only with http,
 * https, mailto or tel URLs (or relative ones). Everything else (scripts, styles, event handlers,
 * forms, SVG, iframes: the embeds that need iframes are blocks of their own with facades) is
 * dropped by a maintained parser rather than by regular expressions, which HTML outwits
 * (`<img src=x/onerror=...>`, entity- or whitespace-split `javascript:`).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'span',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped elements lose their text too when the text is code or markup, not prose.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  transformTags: {
    // A link opening a new tab must not hand the new page a handle on ours.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: withoutKey(attribs, 'target') },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

function withoutKey(attribs: sanitize.Attributes, key: string): sanitize.Attributes {
  const rest = { ...attribs };
  delete rest[key];
  return rest;
}

/**
 * The same rich texts are sanitised again and again where a page renders per request (a signed-in
 * member's pages: product copy, page-builder text, the layout's pop-ups), and each time is a full
 * HTML parse (about 1.5 % of a member page's CPU). The function is pure, so recent
 * answers are kept by their input: at most SANITIZED_MAX texts of up to SANITIZED_CHARS_MAX.
 */
const SANITIZED_MAX = 500;
const SANITIZED_CHARS_MAX = 50_000;
const sanitized = new Map<string, string>();

export function sanitizeHtml(html: string): string {
  const kept = sanitized.get(html);
  if (kept !== undefined) return kept;
  const clean = sanitize(html, OPTIONS);
  if (html.length <= SANITIZED_CHARS_MAX) {
    if (sanitized.size >= SANITIZED_MAX) sanitized.delete(sanitized.keys().next().value as string);
    sanitized.set(html, clean);
  }
  return clean;
}
