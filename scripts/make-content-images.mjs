// Draws the site's content illustrations (our own art: layered hills, rows, sun, shapes) as SVG and
// writes them as JPEGs to public/images/content/, so content uses the jpeg/png the spec allows.
// Run: node scripts/make-content-images.mjs
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const OUT = new URL('../public/images/content/', import.meta.url);

const hills = (w, h, sky, sun, layers) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#s)"/>
  <circle cx="${w * 0.72}" cy="${h * 0.32}" r="${h * 0.09}" fill="${sun}" opacity="0.9"/>
  ${layers
    .map(([color, y, amp], i) => {
      const pts = Array.from(
        { length: 9 },
        (_, k) => `${(w / 8) * k},${h * y + Math.sin(k * 1.3 + i) * h * amp}`,
      ).join(' L ');
      return `<path d="M0,${h} L ${pts} L ${w},${h} Z" fill="${color}"/>`;
    })
    .join('')}
  ${Array.from({ length: 14 }, (_, k) => `<path d="M${w * 0.5},${h} L${(w / 13) * k},${h * 0.7}" stroke="#2f4a22" stroke-width="${h * 0.006}" opacity="0.55"/>`).join('')}
</svg>`;

const still = (w, h, bg, shapes) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${bg}"/>
  <rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="#6b4a2f"/>
  ${shapes}
</svg>`;

const bottle = (x, y, s, color) =>
  `<path d="M${x - 8 * s},${y} h${16 * s} v${40 * s} q${22 * s},${12 * s} ${22 * s},${40 * s} v${130 * s} h-${60 * s} v-${130 * s} q0,-${28 * s} ${22 * s},-${40 * s} z" fill="${color}"/><rect x="${x - 30 * s}" y="${y + 120 * s}" width="${60 * s}" height="${50 * s}" fill="#f4ead7"/>`;
const glass = (x, y, s, wine) =>
  `<path d="M${x - 40 * s},${y} h${80 * s} q0,${90 * s} -${40 * s},${100 * s} q-${40 * s},-${10 * s} -${40 * s},-${100 * s} z" fill="#ffffff" opacity="0.55"/><path d="M${x - 36 * s},${y + 45 * s} h${72 * s} q-4,${50 * s} -${36 * s},${55 * s} q-${32 * s},-${5 * s} -${36 * s},-${55 * s} z" fill="${wine}"/><rect x="${x - 3 * s}" y="${y + 100 * s}" width="${6 * s}" height="${70 * s}" fill="#fff" opacity="0.6"/><ellipse cx="${x}" cy="${y + 172 * s}" rx="${32 * s}" ry="${6 * s}" fill="#fff" opacity="0.6"/>`;
const plate = (x, y, s, food) =>
  `<ellipse cx="${x}" cy="${y}" rx="${150 * s}" ry="${60 * s}" fill="#f7f4ee"/><ellipse cx="${x}" cy="${y - 6 * s}" rx="${100 * s}" ry="${36 * s}" fill="${food[0]}"/><circle cx="${x - 30 * s}" cy="${y - 18 * s}" r="${18 * s}" fill="${food[1]}"/><circle cx="${x + 34 * s}" cy="${y - 14 * s}" r="${14 * s}" fill="${food[2]}"/>`;
const portrait = (w, h, bg, skin, hair) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${bg}"/>
  <ellipse cx="${w / 2}" cy="${h}" rx="${w * 0.38}" ry="${h * 0.3}" fill="#3b3b3b"/>
  <circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.2}" fill="${skin}"/>
  <path d="M${w * 0.3},${h * 0.4} q${w * 0.2},-${h * 0.32} ${w * 0.4},0 q-${w * 0.05},-${h * 0.12} -${w * 0.2},-${h * 0.14} q-${w * 0.15},${h * 0.02} -${w * 0.2},${h * 0.14} z" fill="${hair}"/>
</svg>`;

const IMAGES = {
  'vineyard-dawn': hills(1920, 1080, ['#f3c98b', '#f8e7c9'], '#fff3d6', [
    ['#9bb067', 0.55, 0.04],
    ['#6f8a3f', 0.65, 0.03],
    ['#4b6b2c', 0.78, 0.02],
  ]),
  'vineyard-dusk': hills(1920, 1080, ['#6e3b5c', '#e59a6b'], '#ffd9a0', [
    ['#7a6a3c', 0.58, 0.05],
    ['#56582a', 0.68, 0.03],
    ['#31401d', 0.8, 0.02],
  ]),
  'limestone-hills': hills(1600, 1000, ['#a9c7d8', '#eef3ef'], '#ffffff', [
    ['#d9d2bd', 0.5, 0.06],
    ['#b9b08c', 0.62, 0.04],
    ['#7f8a4a', 0.76, 0.02],
  ]),
  harvest: hills(1600, 1000, ['#e9b55f', '#f7dfa8'], '#fff8e1', [
    ['#a4713b', 0.57, 0.04],
    ['#7b5a2a', 0.68, 0.03],
    ['#5a3f1e', 0.8, 0.02],
  ]),
  'tasting-room': still(
    1600,
    1000,
    '#3a2a24',
    `${bottle(420, 380, 1.3, '#5e0f1b')}${bottle(620, 400, 1.2, '#2b3a1e')}${glass(900, 480, 1.2, '#8c1c2b')}${glass(1120, 500, 1.1, '#e8d48a')}`,
  ),
  'barrel-room': still(
    1600,
    1000,
    '#241a16',
    Array.from(
      { length: 4 },
      (_, i) =>
        `<ellipse cx="${260 + i * 360}" cy="620" rx="160" ry="120" fill="#7b4a27"/><ellipse cx="${260 + i * 360}" cy="620" rx="120" ry="90" fill="#5b3519"/><rect x="${100 + i * 360}" y="610" width="320" height="10" fill="#2b2b2b"/>`,
    ).join(''),
  ),
  dining: still(
    1600,
    1000,
    '#f1e6d6',
    `${plate(520, 760, 1.4, ['#8a4b2a', '#5d8a3a', '#e0b24a'])}${glass(1050, 520, 1.3, '#8c1c2b')}${bottle(1320, 430, 1.1, '#5e0f1b')}`,
  ),
  'just-inn': still(
    1600,
    1000,
    '#dfe6ea',
    `<rect x="400" y="300" width="800" height="420" fill="#efe6d2"/><path d="M360,320 L800,120 L1240,320 z" fill="#8c1c2b"/><rect x="720" y="520" width="160" height="200" fill="#6b4a2f"/>${[480, 980].map((x) => `<rect x="${x}" y="400" width="140" height="110" fill="#a9c7d8"/>`).join('')}`,
  ),
  downtown: still(
    1600,
    1000,
    '#c9d6df',
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${80 + i * 250}" y="${260 + (i % 3) * 60}" width="220" height="${480 - (i % 3) * 60}" fill="${['#b98b5f', '#8c1c2b', '#d9c8a5'][i % 3]}"/>`,
    ).join(''),
  ),
  events: still(
    1600,
    1000,
    '#1f2a3a',
    `${Array.from({ length: 12 }, (_, i) => `<circle cx="${120 + i * 125}" cy="${180 + (i % 2) * 30}" r="14" fill="#ffe7a0"/>`).join('')}<path d="M0,190 Q800,260 1600,190" stroke="#ffe7a0" stroke-width="3" fill="none"/>${glass(560, 500, 1.2, '#8c1c2b')}${glass(1040, 500, 1.2, '#e8d48a')}`,
  ),
  'wine-101': still(
    1600,
    1000,
    '#f6efe4',
    `${glass(380, 400, 1.3, '#e8d48a')}${glass(800, 400, 1.3, '#f2b8a0')}${glass(1220, 400, 1.3, '#8c1c2b')}`,
  ),
  'cellar-bottles': still(
    1600,
    1000,
    '#2c211c',
    Array.from({ length: 5 }, (_, i) =>
      bottle(260 + i * 270, 360, 1.2, ['#5e0f1b', '#2b3a1e', '#5e0f1b', '#3b2a1e', '#8c1c2b'][i]),
    ).join(''),
  ),
  'recipe-short-ribs': still(
    1600,
    1000,
    '#e9ddc9',
    `${plate(800, 700, 2, ['#5a2a18', '#7b9a3a', '#c98a3a'])}`,
  ),
  'recipe-salad': still(
    1600,
    1000,
    '#eef2e4',
    `${plate(800, 700, 2, ['#7fae4a', '#c83a3a', '#f1e6a6'])}`,
  ),
  'recipe-mushroom': still(
    1600,
    1000,
    '#e4dccf',
    `${plate(800, 700, 2, ['#e8d9b0', '#7a5a3a', '#4a6a2a'])}`,
  ),
  'recipe-tart': still(
    1600,
    1000,
    '#f2e6e6',
    `${plate(800, 700, 2, ['#d9a05a', '#8c1c2b', '#5e0f1b'])}`,
  ),
  'author-mara': portrait(400, 400, '#e9e6e1', '#e3b48f', '#4a2a1a'),
  'author-teo': portrait(400, 400, '#dfe6ea', '#c58c62', '#1b1b1b'),
};

await mkdir(OUT, { recursive: true });
for (const [name, svg] of Object.entries(IMAGES)) {
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(new URL(`${name}.jpg`, OUT).pathname);
}
console.log(`wrote ${Object.keys(IMAGES).length} images to ${OUT.pathname}`);
