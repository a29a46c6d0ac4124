import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html';

describe('sanitizeHtml keeps editor prose', () => {
  it.each([
    ['<p>Hello <strong>there</strong></p>', '<p>Hello <strong>there</strong></p>'],
    [
      '<h2>Visit</h2><p>Open <em>daily</em><br />10-5</p>',
      '<h2>Visit</h2><p>Open <em>daily</em><br />10-5</p>',
    ],
    ['<a href="/visit">Visit</a>', '<a href="/visit">Visit</a>'],
    [
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
    ],
    ['<a href="mailto:hi@example.com">mail</a>', '<a href="mailto:hi@example.com">mail</a>'],
    ['<a href="tel:+15555550100">call</a>', '<a href="tel:+15555550100">call</a>'],
    [
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['<ul><li>one</li></ul><ol><li>two</li></ol>', '<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['<img src="/images/a.jpg" alt="A">', '<img src="/images/a.jpg" alt="A" loading="lazy" />'],
  ])('%s', (input, output) => expect(sanitizeHtml(input)).toBe(output));
});

/**
 * The corpus: the payloads once found on main and the usual cheat-sheet families. Each
 * must come out inert: no element or attribute that can run code, no script URL anywhere.
 */
const ATTACKS = [
  // Found on main: passed the regular expressions unchanged.
  '<img src="x"/onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<a href="java&#115;cript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">go</button></form>',
  // Script elements in all spellings.
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<script/x>alert(1)</script>',
  '<<script>alert(1);//<</script>',
  // Event handlers.
  '<img src=x onerror="alert(1)">',
  '<IMG SRC=x ONERROR=alert(1)>',
  '<body onload=alert(1)>',
  '<p onmouseover="alert(1)">hover</p>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="x" onclick="alert(1)">x</div>',
  // Script URLs.
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  // Embedding and document-changing elements.
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<isindex action="javascript:alert(1)" type=submit>',
  // Comments, CDATA and broken markup.
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<img """><script>alert(1)</script>">',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '"><script>alert(1)</script>',
  '<a href="#" title="x" id="x" onclick=alert(1)//>y</a>',
];

/** Inert: no executable element or attribute, no script-capable URL, after one more parse. */
function isInert(html: string): boolean {
  const lower = html.toLowerCase();
  if (
    /<\s*(script|style|iframe|object|embed|svg|math|form|input|button|base|meta|link|template|noscript|body|video|audio|details|marquee|isindex)\b/.test(
      lower,
    )
  )
    return false;
  if (/\son[a-z]+\s*=/.test(lower)) return false;
  if (/\s(style|formaction|action|srcdoc|xlink:href)\s*=/.test(lower)) return false;
  const urls = [...html.matchAll(/\s(?:href|src)="([^"]*)"/gi)].map((match) =>
    asBrowserSees(match[1] ?? ''),
  );
  return urls.every(
    (url) => !/^[a-z][a-z0-9+.-]*:/i.test(url) || /^(https?|mailto|tel):/i.test(url),
  );
}

/** The URL a browser resolves: character references decoded, tabs and newlines removed. */
function asBrowserSees(url: string): string {
  return url
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '')
    .replace(/[\t\n\r]/g, '')
    .trim();
}

describe('sanitizeHtml renders every attack inert', () => {
  it.each(ATTACKS)('%s', (attack) => {
    const clean = sanitizeHtml(attack);
    expect(isInert(clean), clean).toBe(true);
    // Sanitizing is stable: a second pass finds nothing more to remove.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('the inertness check itself catches what main let through', () => {
    expect(isInert('<img src="x" onerror="alert(1)">')).toBe(false);
    expect(isInert('<a href="java&#115;cript:x">x</a>')).toBe(false);
    expect(isInert('<a href="java\tscript:x">x</a>')).toBe(false);
    expect(isInert('<a href="javascript:x">x</a>')).toBe(false);
    expect(isInert('<svg onload="alert(1)">')).toBe(false);
  });
});

describe('sanitizeHtml: kept answers', () => {
  it('answers the same text again from what it kept, unchanged', () => {
    const dirty = '<p onclick="x()">Kept <script>alert(1)</script><a href="javascript:x">a</a></p>';
    const first = sanitizeHtml(dirty);
    expect(sanitizeHtml(dirty)).toBe(first);
    expect(first).toBe('<p>Kept <a>a</a></p>');
  });
});
