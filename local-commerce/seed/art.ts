/**
 * Product pictures drawn as small SVGs: a bottle silhouette in the wine's glass colour with its
 * own label colour, or a simple shape for gifts. `make-images.ts` writes them to
 * public/images/products; the seed test checks the committed files still match.
 */

export type WineStyle = 'red' | 'white' | 'rose' | 'sparkling' | 'dessert';

export type ProductArt =
  | {
      kind: 'bottle';
      style: WineStyle;
      /** Label background colour. */
      label: string;
      /** Capsule and logo colour. */
      accent: string;
      /** Up to about 11 characters, printed on the label. */
      name: string;
      /** Second label line: vintage, 'NV', size. */
      detail: string;
      sizeMl: number;
    }
  | {
      kind: 'gift-card' | 'corkscrew' | 'glasses' | 'board' | 'gift-box' | 'ticket' | 'booklet';
      colour: string;
    };

const INK = '#2b2118';
const CREAM = '#f6efe2';

const GLASS: Record<WineStyle, string> = {
  red: '#1f2a1c',
  white: '#a9b878',
  rose: '#e9b9b1',
  sparkling: '#24301e',
  dessert: '#b7832c',
};

/** Bordeaux shoulders for reds, sloped Burgundy shoulders for the rest. */
const BOTTLE_PATH: Record<'bordeaux' | 'burgundy', string> = {
  bordeaux:
    'M114 268Q114 275 121 275H179Q186 275 186 268V128C186 100 161 96 161 76V30H139V76C139 96 114 100 114 128Z',
  burgundy:
    'M112 268Q112 275 119 275H181Q188 275 188 268V150C188 110 161 100 161 70V30H139V70C139 100 112 110 112 150Z',
};

/** Wider and taller for big bottles, slimmer for halves; the base stays on the ground line. */
function bottleScale(sizeMl: number): [number, number] {
  if (sizeMl <= 375) return [0.7, 0.72];
  if (sizeMl <= 750) return [0.86, 0.86];
  if (sizeMl <= 1500) return [1.08, 0.95];
  return [1.3, 1];
}

/** Dark labels get cream lettering, light ones ink, so the name stays readable. */
function letteringFor(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance < 0.45 ? CREAM : INK;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(title)}">` +
  `<title>${escapeXml(title)}</title>${body}</svg>\n`;

const shadow = '<ellipse cx="150" cy="278" rx="70" ry="6" fill="#000" opacity=".12"/>';
const logo = (x: number, y: number, size: number, fill: string) =>
  `<path d="M${x} ${y - size}L${x + size * 0.6} ${y}H${x - size * 0.6}Z" fill="${fill}"/>`;

function bottle(art: Extract<ProductArt, { kind: 'bottle' }>, title: string): string {
  const [sx, sy] = bottleScale(art.sizeMl);
  const shape = art.style === 'red' || art.style === 'dessert' ? 'bordeaux' : 'burgundy';
  const foilLength = art.style === 'sparkling' ? 62 : 34;
  const nameSize = Math.min(9, 60 / Math.max(art.name.length * 0.66, 1)).toFixed(1);
  const text = `font-family="Georgia,serif" text-anchor="middle" fill="${letteringFor(art.label)}"`;
  return svg(
    title,
    shadow +
      `<g transform="translate(150 275) scale(${sx} ${sy}) translate(-150 -275)">` +
      `<path d="${BOTTLE_PATH[shape]}" fill="${GLASS[art.style]}"/>` +
      `<rect x="120" y="140" width="5" height="120" rx="2.5" fill="#fff" opacity=".18"/>` +
      `<rect x="137" y="26" width="26" height="${foilLength}" rx="3" fill="${art.accent}"/>` +
      `<rect x="120" y="165" width="60" height="78" rx="2" fill="${art.label}"/>` +
      `<rect x="123" y="168" width="54" height="72" fill="none" stroke="${art.accent}" stroke-width=".8"/>` +
      logo(150, 194, 16, art.accent) +
      `<text x="150" y="212" font-size="${nameSize}" letter-spacing=".6" ${text}>${escapeXml(art.name)}</text>` +
      `<text x="150" y="226" font-size="7.5" ${text}>${escapeXml(art.detail)}</text>` +
      `</g>`,
  );
}

const STROKE = `stroke="${INK}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"`;
const SERIF_CENTRED = `font-family="Georgia,serif" text-anchor="middle"`;

/** Each gift's drawing in its colour, standing on the shadow. */
/**
 * A ticket's two printed lines: its own event's name without the year, wrapped at about 14
 * letters.
 */
export function ticketLines(title: string): [string, string] {
  const words = title
    .replace(/\b\d{4}\b/g, '')
    .trim()
    .toUpperCase()
    .split(/\s+/);
  const lines = [''];
  for (const word of words) {
    const last = lines.length - 1;
    if (lines[last] && `${lines[last]} ${word}`.length > 14) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return [lines[0] ?? '', lines.slice(1).join(' ')];
}

const GIFT_SHAPES: Record<
  Exclude<ProductArt['kind'], 'bottle'>,
  (colour: string, title: string) => string
> = {
  'gift-card': (colour) =>
    `<rect x="50" y="90" width="200" height="126" rx="12" fill="${colour}"/>` +
    `<rect x="50" y="180" width="200" height="10" fill="${CREAM}" opacity=".5"/>` +
    logo(150, 140, 34, CREAM) +
    `<text x="150" y="162" font-size="11" letter-spacing="2" fill="${CREAM}" ${SERIF_CENTRED}>ISOSCELES RIDGE</text>` +
    `<text x="235" y="208" font-size="9" fill="${CREAM}" text-anchor="end" font-family="Georgia,serif">GIFT CARD</text>`,
  corkscrew: (colour) =>
    `<rect x="60" y="118" width="180" height="30" rx="15" fill="${colour}"/>` +
    `<path d="M150 148V170l-12 8 24 10-24 10 24 10-24 10 12 8V246" fill="none" ${STROKE}/>` +
    `<path d="M92 118l-22-26" fill="none" ${STROKE}/>` +
    logo(200, 140, 12, CREAM),
  glasses: (colour) =>
    [105, 195]
      .map(
        (x) =>
          `<path d="M${x - 30} 110H${x + 30}C${x + 27} 140 ${x + 16} 158 ${x} 159C${x - 16} 158 ${x - 27} 140 ${x - 30} 110Z" fill="${colour}"/>` +
          `<path d="M${x - 32} 70H${x + 32}C${x + 34} 130 ${x + 20} 160 ${x} 162C${x - 20} 160 ${x - 34} 130 ${x - 32} 70ZM${x} 162V240M${x - 26} 242H${x + 26}" fill="none" ${STROKE}/>`,
      )
      .join(''),
  board: (colour) =>
    `<rect x="40" y="150" width="190" height="110" rx="18" fill="${colour}"/>` +
    `<rect x="222" y="188" width="50" height="34" rx="14" fill="${colour}"/>` +
    `<circle cx="258" cy="205" r="6" fill="#fff"/>` +
    `<path d="M80 200l70-36 10 52H80Z" fill="#f2cf63"/>` +
    `<circle cx="185" cy="220" r="14" fill="#7a1f2b"/><circle cx="200" cy="196" r="10" fill="#7a1f2b"/>`,
  'gift-box': (colour) =>
    `<rect x="70" y="130" width="160" height="140" fill="${colour}"/>` +
    `<rect x="60" y="105" width="180" height="34" fill="${colour}" stroke="${INK}" stroke-opacity=".2"/>` +
    `<rect x="140" y="105" width="20" height="165" fill="#c9a45c"/>` +
    `<path d="M150 105c-30-38-62-20-40 0M150 105c30-38 62-20 40 0" fill="none" stroke="#c9a45c" stroke-width="8"/>`,
  ticket: (colour, title) => {
    const [first, second] = ticketLines(title).map(escapeXml);
    return (
      `<path d="M40 95H260V135A15 15 0 0 0 260 165V205H40V165A15 15 0 0 0 40 135Z" fill="${colour}"/>` +
      `<path d="M200 100V200" stroke="${CREAM}" stroke-width="2" stroke-dasharray="6 5"/>` +
      logo(230, 160, 20, CREAM) +
      `<text x="120" y="145" font-size="13" letter-spacing="1" fill="${CREAM}" ${SERIF_CENTRED}>${first}</text>` +
      `<text x="120" y="168" font-size="13" letter-spacing="1" fill="${CREAM}" ${SERIF_CENTRED}>${second}</text>`
    );
  },
  booklet: (colour) =>
    `<rect x="85" y="50" width="130" height="220" rx="4" fill="${colour}"/>` +
    [90, 110, 130, 150, 170]
      .map((y) => `<rect x="105" y="${y + 40}" width="90" height="6" rx="3" fill="${CREAM}"/>`)
      .join('') +
    logo(150, 110, 22, CREAM),
};

export function renderArt(art: ProductArt, title: string): string {
  return art.kind === 'bottle'
    ? bottle(art, title)
    : svg(title, shadow + GIFT_SHAPES[art.kind](art.colour, title));
}

/** Shown by the shop for products without a picture. */
export function placeholderSvg(): string {
  return svg(
    'No picture yet',
    `<g transform="translate(150 275) scale(.86) translate(-150 -275)">` +
      `<path d="${BOTTLE_PATH.bordeaux}" fill="#e4e0da" stroke="#b9b2a7" stroke-width="3" stroke-dasharray="8 6"/>` +
      logo(150, 205, 26, '#b9b2a7') +
      `</g>`,
  );
}
