/**
 * `npm run content:check [folder]`: runs the content check (components/blocks/content-check.ts)
 * over content/ (or the given folder), prints each fault as `file:field: message` and exits 1
 * when anything is wrong.
 */
import path from 'node:path';
import { checkContent, formatFault } from '../components/blocks/content-check';

const root = path.resolve(/*turbopackIgnore: true*/ process.argv[2] ?? 'content');
const { entries, faults } = await checkContent(root);
for (const fault of faults) console.error(formatFault(fault));
if (faults.length) {
  console.error(`content:check: ${faults.length} fault(s) in ${entries} entries`);
  process.exit(1);
}
console.log(`content:check: ${entries} entries OK`);
