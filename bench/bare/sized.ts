/**
 * The text of the bare pages (sized-body.tsx, for app/[size] prerendered and app/per-request/[size]
 * rendered per request): the bench writes sizes.json (`{ pages: [{ bytes, fillerChars }] }`)
 * before the build (sizes-cc.json for the build with Cache Components, which is fitted apart and
 * served at the same time); fillerChars comes from its fit of bytes against text on earlier builds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type SizedPage = { bytes: number; fillerChars: number };

const WORDS =
  'wine vineyard harvest barrel oak cellar vintage grape tannin acidity ripe cherry plum slate ' +
  'fog hillside estate bottle cork pour glass nose finish pepper spice earth bloom canopy ' +
  'sunlight press ferment blend reserve library tasting member club shipment release'.split(' ');

const sizesFile = process.env.BARE_CACHE_COMPONENTS === '1' ? 'sizes-cc.json' : 'sizes.json';

export function sizedPages(): SizedPage[] {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), sizesFile), 'utf8')).pages;
  } catch {
    return [];
  }
}

/** Text that compresses like prose: words picked by a fixed pseudo-random walk, in paragraphs. */
export function paragraphs(chars: number): string[] {
  const texts: string[] = [];
  let seed = 7;
  let text = '';
  let written = 0;
  while (written + text.length < chars) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += `${WORDS[seed % WORDS.length]} `;
    if (text.length >= 1500) {
      written += text.length;
      texts.push(text);
      text = '';
    }
  }
  return [...texts, text.slice(0, chars - written)];
}
