/**
 * The content check: every entry under a content folder against the entry schema and every
 * block's options schema (required fields, editor limits, link rules, file types), block names
 * and child restrictions, each fault as `file:field: message` with the spec's editor alert.
 * `npm run content:check` (scripts/content-check.ts) prints them; preview mode lists them to
 * editors (components/shell/preview-bar). Here, beside the block registry it checks against.
 */
import path from 'node:path';
import * as v from 'valibot';
import { sectionChildMessage } from '@/lib/content/editor-limits';
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

/** Every `product: { slug }` reference in a block tree's options, with its block path. */
function productReferences(
  blocks: readonly BuilderBlock[],
  trail: string,
): { path: string; slug: string }[] {
  const found: { path: string; slug: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`));
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) {
        const slug = key === 'product' && (inner as { slug?: unknown } | null)?.slug;
        if (typeof slug === 'string' && slug.trim()) found.push({ path: `${path}.${key}`, slug });
        else walk(inner, `${path}.${key}`);
      }
  };
  blocks.forEach((item, index) => {
    const name = item.component?.name;
    const here = `${trail}[${index}]${name ? `(${name})` : ''}`;
    walk(item.component?.options ?? {}, here);
    if (item.children?.length) found.push(...productReferences(item.children, `${here}.children`));
  });
  return found;
}

export interface CheckOptions {
  /**
   * The catalogue's product slugs: when given, a block naming a product that is not among them
   * is a fault (the page leaves that product out).
   */
  productSlugs?: ReadonlySet<string>;
}

export async function checkContent(
  root: string,
  { productSlugs }: CheckOptions = {},
): Promise<{ entries: number; faults: Fault[] }> {
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
      if (productSlugs)
        for (const { path, slug } of productReferences(entry.data.blocks ?? [], 'data.blocks'))
          if (!productSlugs.has(slug))
            faults.push({
              file,
              path,
              message: `Unknown product "${slug}": the page leaves it out`,
            });
    }
  }
  return { entries, faults };
}
