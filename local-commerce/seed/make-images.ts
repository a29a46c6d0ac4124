/**
 * Writes the product pictures and the placeholder bottle into public/images:
 *
 *   npx tsx local-commerce/seed/make-images.ts
 *
 * The files are committed; run this after changing a product's art in the seed, and the seed
 * test will confirm the committed files match.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER_PRODUCT_IMAGE } from '../../lib/constants';
import { placeholderSvg, renderArt } from './art';
import { productImagePath, SEED_PRODUCTS } from './catalog';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** Every file this script owns, by path under public/, with its content. */
export function imageFiles(): Map<string, string> {
  const files = new Map<string, string>([[PLACEHOLDER_PRODUCT_IMAGE, placeholderSvg()]]);
  for (const seed of SEED_PRODUCTS) {
    if (seed.art)
      files.set(productImagePath(seed.fields.slug), renderArt(seed.art, seed.fields.title));
  }
  return files;
}

async function main() {
  const files = imageFiles();
  const productDir = `${publicDir}/images/products`;
  await mkdir(productDir, { recursive: true });
  // Pictures of products that left the seed would otherwise linger.
  for (const name of await readdir(productDir)) {
    if (name.endsWith('.svg') && !files.has(`/images/products/${name}`))
      await rm(`${productDir}/${name}`);
  }
  for (const [path, content] of files) await writeFile(`${publicDir}${path}`, content);
  console.log(`wrote ${files.size} images under public/images`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
