/**
 * A form posted as a browser with scripts off posts it: the form found in a page's HTML, its
 * fields as the page wrote them (hidden ones too, such as Next's `$ACTION_REF_1`, `$ACTION_1:0`
 * and `$ACTION_KEY` for a server action's native post), the visitor's typing over them, sent as
 * multipart to the form's action (the page itself when it names none). Regular expressions, no
 * DOM: enough for the HTML React writes. Used by scripts/release-day.mjs.
 */

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with the HTML entities React writes decoded. */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of one tag's text, decoded; a bare attribute reads as ''. */
export function attributesOf(tag) {
  const attributes = {};
  const pattern = /([^\s=/>]+)(?:="([^"]*)"|='([^']*)')?/g;
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const [, name, double, single] of body.matchAll(pattern))
    attributes[name] = decodeEntities(double ?? single ?? '');
  return attributes;
}

/** Every form in `html`: its attributes and its HTML. */
export function formsOf(html) {
  return [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map(([whole]) => ({
    attributes: attributesOf(/^<form\b[^>]*>/.exec(whole)[0]),
    html: whole,
  }));
}

/** The first form whose HTML has a field named `fieldName`, or undefined. */
export function formWithField(html, fieldName) {
  const named = `name="${fieldName}"`;
  return formsOf(html).find((form) => form.html.includes(named));
}

/**
 * Whether a browser can send the form: it has a submit control that is not disabled (a sold-out
 * wine's form offers none).
 */
export function canBeSent(formHtml) {
  return [...formHtml.matchAll(/<(button|input)\b[^>]*>/g)].some(([tag, element]) => {
    const { type, disabled } = attributesOf(tag);
    const kind = (type ?? (element === 'button' ? 'submit' : 'text')).toLowerCase();
    return disabled === undefined && (kind === 'submit' || kind === 'image');
  });
}

/**
 * The name/value pairs the form sends as written (no button pressed): inputs other than buttons,
 * unchecked boxes and files; each select's selected option (else its first); textareas.
 */
export function fieldsOf(formHtml) {
  const fields = [];
  for (const [tag] of formHtml.matchAll(/<input\b[^>]*>/g)) {
    const attributes = attributesOf(tag);
    const type = (attributes.type ?? 'text').toLowerCase();
    if (!attributes.name || 'disabled' in attributes) continue;
    if (['submit', 'button', 'image', 'reset', 'file'].includes(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && !('checked' in attributes)) continue;
    fields.push([attributes.name, attributes.value ?? (type === 'checkbox' ? 'on' : '')]);
  }
  for (const [, open, options] of formHtml.matchAll(/(<select\b[^>]*>)([\s\S]*?)<\/select>/g)) {
    const { name } = attributesOf(open);
    if (!name) continue;
    const all = [...options.matchAll(/<option\b[^>]*>/g)].map(([tag]) => attributesOf(tag));
    const chosen = all.find((option) => 'selected' in option) ?? all[0];
    fields.push([name, chosen?.value ?? '']);
  }
  for (const [, open, text] of formHtml.matchAll(/(<textarea\b[^>]*>)([\s\S]*?)<\/textarea>/g)) {
    const { name } = attributesOf(open);
    if (name) fields.push([name, decodeEntities(text)]);
  }
  return fields;
}

/**
 * The multipart body of `form` with `typed` (name -> value) over what the page wrote; a typed
 * name the form lacks is added, as a field scripts would have rendered would not be.
 */
export function formBody(form, typed = {}) {
  const body = new FormData();
  const left = new Map(Object.entries(typed));
  for (const [name, value] of fieldsOf(form.html)) {
    body.append(name, left.has(name) ? left.get(name) : value);
    left.delete(name);
  }
  for (const [name, value] of left) body.append(name, value);
  return body;
}

/** Where the form posts, absolute: its action, or the page it came from. */
export function formTarget(form, pageUrl) {
  const action = form.attributes.action;
  return action ? new URL(action, pageUrl).href : pageUrl;
}
