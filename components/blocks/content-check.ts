/**
 * The content check: every entry under a content folder against the entry schema and every
 * block's options schema (required fields, editor limits, link rules, file types), block names
 * and child restrictions, each fault as `file:field: message` with the spec's editor alert.
 * `npm run content:check` (scripts/content-check.ts) prints them; preview mode lists them to
 * editors (components/shell/preview-bar). Here, beside the block registry it checks against.
 */
import path from 'node:path';
import * as v from 'valibot';
import { sectionChildMessage } from '@/lib/editor-limits';
import { readModelFolder } from '@/server/content/local-source';
import {
  BlockSchema,
  CONTENT_MODELS,
  issueProblems,
  type BuilderBlock,
} from '@/server/content/schema';
import { BLOCKS, UNSUPPORTED_BUILTINS, definitionFor } from './registry';

export interface Fault {
  file: string;
  /** The field: block path and option path, e.g. `data.blocks[1](StickySubNavigation).buttons`. */
  path: string;
  message: string;
}

/** `file:field: message`, the file relative to the working directory. */
export function formatFault(fault: Fault, cwd = process.cwd()): string {
  return `${path.relative(cwd, fault.file)}:${fault.path}: ${fault.message}`;
}

function checkBlocks(
  blocks: readonly BuilderBlock[],
  trail: string,
  file: string,
  faults: Fault[],
  parent?: string,
) {
  blocks.forEach((item, index) => {
    const name = item.component?.name;
    const here = `${trail}[${index}]${name ? `(${name})` : ''}`;
    if (name) {
      const options = item.component?.options ?? {};
      const schema = definitionFor(name, options)?.schema;
      if ((UNSUPPORTED_BUILTINS as readonly string[]).includes(name)) {
        faults.push({
          file,
          path: here,
          message: `Builder's built-in "${name}" is not rendered by the site`,
        });
      } else if (!schema) {
        faults.push({ file, path: here, message: `Unknown block "${name}"` });
      } else {
        const result = v.safeParse(schema, options);
        if (!result.success)
          for (const { field, message } of issueProblems(result.issues, here))
            faults.push({ file, path: field, message });
      }
      // Stock columns keep their blocks in the options.
      if (name === 'Columns' && Array.isArray(options.columns)) {
        options.columns.forEach((column: unknown, index: number) => {
          const blocks =
            typeof column === 'object' && column !== null && 'blocks' in column
              ? column.blocks
              : undefined;
          const parsed = v.safeParse(v.array(BlockSchema), blocks ?? []);
          if (parsed.success)
            checkBlocks(parsed.output, `${here}.columns[${index}].blocks`, file, faults);
        });
      }
      const allowed = parent ? BLOCKS[parent]?.childRequirements : undefined;
      if (allowed && !allowed.includes(name))
        faults.push({ file, path: here, message: sectionChildMessage(allowed) });
    }
    if (item.children?.length) checkBlocks(item.children, `${here}.children`, file, faults, name);
  });
}

export async function checkContent(root: string): Promise<{ entries: number; faults: Fault[] }> {
  const faults: Fault[] = [];
  let entries = 0;
  for (const model of CONTENT_MODELS) {
    const folder = await readModelFolder(root, model);
    for (const fault of folder.faults)
      for (const { field, message } of fault.problems)
        faults.push({ file: fault.file, path: field, message });
    for (const { file, entry } of folder.entries) {
      entries += 1;
      checkBlocks(entry.data.blocks ?? [], 'data.blocks', file, faults);
    }
  }
  return { entries, faults };
}
