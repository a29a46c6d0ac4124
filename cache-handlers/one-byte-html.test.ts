import { describe, expect, it } from 'vitest';
import { oneByteHtml } from './one-byte-html.mjs';

const WIDE = /[^\u0000-\u007f]/;

/** What a browser makes of markup text: character references decoded. */
const decodeMarkup = (text: string) =>
  text.replace(/&#x([0-9a-f]+);/g, (_all, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

describe('oneByteHtml: the same page, one byte per character', () => {
  it('leaves a page that is already ASCII as it is (the same string)', () => {
    const html = '<p>Chateau Margaux - no, just a cafe</p>';
    expect(oneByteHtml(html)).toBe(html);
  });

  it.each([
    ['text', '<h1>We couldn’t find that page</h1>', '<h1>We couldn&#x2019;t find that page</h1>'],
    ['an attribute', '<a title="Winery’s club">x</a>', '<a title="Winery&#x2019;s club">x</a>'],
    ['an emoji, as one code point', '<p>Cheers 🍷</p>', '<p>Cheers &#x1f377;</p>'],
    ['Latin-1 too (ASCII is the fast path)', '<p>© Café</p>', '<p>&#xa9; Caf&#xe9;</p>'],
    [
      'a page-data script (JavaScript escapes, UTF-16 units)',
      '<script>self.__next_f.push([1,"couldn’t 🍷"])</script>',
      '<script>self.__next_f.push([1,"couldn\\u2019t \\ud83c\\udf77"])</script>',
    ],
    [
      'JSON-LD',
      '<script type="application/ld+json">{"name":"Harvest — 2026"}</script>',
      '<script type="application/ld+json">{"name":"Harvest \\u2014 2026"}</script>',
    ],
    [
      'a style sheet (CSS escapes)',
      '<style>q::before{content:"“"}</style>',
      '<style>q::before{content:"\\201c "}</style>',
    ],
    [
      'markup after, between and around raw-text elements',
      '<p>a–b</p><SCRIPT>x="–"</SCRIPT><p>c–d</p><script src="/a.js"></script><i>…</i>',
      '<p>a&#x2013;b</p><SCRIPT>x="\\u2013"</SCRIPT><p>c&#x2013;d</p><script src="/a.js"></script><i>&#x2026;</i>',
    ],
  ])('%s', (_name, html, expected) => {
    const out = oneByteHtml(html);
    expect(out).toBe(expected);
    expect(WIDE.test(out)).toBe(false);
  });

  it('reads the same to the browser and to the page data', () => {
    const text = 'We couldn’t find that page — try “All Wines” 🍷';
    const page = `<h1>${text}</h1><script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
    const out = oneByteHtml(page);
    const [, heading, data] =
      /<h1>(.*)<\/h1><script>self\.__next_f\.push\(\[1,(.*)\]\)<\/script>/.exec(out)!;
    expect(decodeMarkup(heading!)).toBe(text);
    expect(JSON.parse(data!)).toBe(text);
  });
});
