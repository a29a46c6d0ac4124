/**
 * `npm run content:check [folder]`: runs the content check (components/blocks/content-check.ts)
 * over content/ (or the given folder), prints each fault as `file:field: message` and exits 1
 * when anything is wrong. Product references (recipe wines, product displays) are checked
 * against the commerce catalogue when it answers (the script runs beside the embedded service,
 * scripts/with-commerce.mjs); without an answer they are skipped, and it says so.
 */
import path from 'node:path';
import { checkContent, formatFault } from '../components/blocks/content-check';
import { getCommerce } from '../server/commerce';

async function catalogueSlugs(): Promise<Set<string> | undefined> {
  try {
    const products = await getCommerce({ anonymous: true, deadlineMs: 10_000 }).listAllProducts();
    return new Set(products.map(({ slug }) => slug));
  } catch {
    console.warn(
      'content:check: the commerce service did not answer; product references not checked',
    );
    return undefined;
  }
}

const root = path.resolve(/*turbopackIgnore: true*/ process.argv[2] ?? 'content');
const { entries, faults } = await checkContent(root, { productSlugs: await catalogueSlugs() });
// A folder with no entries (a wrong path) would otherwise pass without checking anything.
if (!entries) {
  console.error(`content:check: no entries in ${root}`);
  process.exit(1);
}
for (const fault of faults) console.error(formatFault(fault));
if (faults.length) {
  console.error(`content:check: ${faults.length} fault(s) in ${entries} entries`);
  process.exit(1);
}
console.log(`content:check: ${entries} entries OK`);
