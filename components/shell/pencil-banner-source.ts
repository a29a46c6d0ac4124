import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { PencilBannerOptionsSchema, TargetingSchema, type PencilBanner } from '@/lib/pencil-banner';

/**
 * Pencil banners from the `pencil-banner` content model, in Builder's entry format: each entry
 * holds one PencilBanner block, optionally targeted at pages with `query` urlPath rules.
 *
 * Reads the embedded entries in content/pencil-banner/. When the content source of issue 5
 * (server/content) lands, this reads through it instead (and thereby Builder.io with an API key);
 * the parsing below stays the same. An invalid entry is skipped with a log line, never a crash.
 */
const EntrySchema = v.object({
  id: v.string(),
  published: v.optional(v.string(), 'published'),
  query: v.optional(v.nullable(TargetingSchema), []),
  data: v.object({
    blocks: v.optional(
      v.array(
        v.looseObject({
          component: v.optional(v.object({ name: v.string(), options: v.optional(v.unknown()) })),
        }),
      ),
      [],
    ),
  }),
});

export function pencilBannerFromEntry(entry: unknown): PencilBanner | undefined {
  const parsed = v.safeParse(EntrySchema, entry);
  if (!parsed.success || parsed.output.published !== 'published') return undefined;
  const block = parsed.output.data.blocks.find(
    (candidate) => candidate.component?.name === 'PencilBanner',
  );
  const options = v.safeParse(PencilBannerOptionsSchema, block?.component?.options);
  if (!options.success) return undefined;
  return { ...options.output, id: parsed.output.id, targeting: parsed.output.query ?? [] };
}

export async function getPencilBanners(): Promise<PencilBanner[]> {
  'use cache';
  const folder = path.join(process.cwd(), 'content', 'pencil-banner');
  let files: string[];
  try {
    files = (await readdir(folder)).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  const banners: PencilBanner[] = [];
  for (const file of files) {
    try {
      const banner = pencilBannerFromEntry(
        JSON.parse(await readFile(path.join(folder, file), 'utf8')),
      );
      if (banner) banners.push(banner);
      else console.error(`[pencil-banner] skipped invalid entry ${file}`);
    } catch (error) {
      console.error(`[pencil-banner] unreadable entry ${file}`, error);
    }
  }
  return banners;
}
