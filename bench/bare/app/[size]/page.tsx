/**
 * One prerendered page per size the bench asks for: `/<bytes>` holds enough text that its HTML is
 * about that many bytes. The bench writes sizes.json (`{ pages: [{ bytes, fillerChars }] }`)
 * before the build; fillerChars comes from its fit of bytes against text on earlier builds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type SizedPage = { bytes: number; fillerChars: number };

const WORDS =
  'wine vineyard harvest barrel oak cellar vintage grape tannin acidity ripe cherry plum slate ' +
  'fog hillside estate bottle cork pour glass nose finish pepper spice earth bloom canopy ' +
  'sunlight press ferment blend reserve library tasting member club shipment release'.split(' ');

function sizedPages(): SizedPage[] {
  try {
    return JSON.parse(readFileSync(join(process.cwd(), 'sizes.json'), 'utf8')).pages;
  } catch {
    return [];
  }
}

/** Text that compresses like prose: words picked by a fixed pseudo-random walk, in paragraphs. */
function paragraphs(chars: number): string[] {
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

export const dynamicParams = false;

export function generateStaticParams() {
  return sizedPages().map((page) => ({ size: String(page.bytes) }));
}

export default async function SizedPage({ params }: { params: Promise<{ size: string }> }) {
  const { size } = await params;
  const page = sizedPages().find((candidate) => String(candidate.bytes) === size);
  return (
    <main>
      <h1>A bare page of about {size} bytes</h1>
      {paragraphs(page?.fillerChars ?? 0).map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  );
}
