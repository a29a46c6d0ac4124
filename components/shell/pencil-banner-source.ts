import 'server-only';
import * as v from 'valibot';
import type { PencilBanner } from '@/lib/content/pencil-banner';
import { PencilBannerOptionsSchema } from '@/lib/content/pencil-banner-schema';
import { publishedBlock } from '@/lib/content/targeted-entry';
import { listEntries } from '@/server/content';
import { reportError } from '@/server/observability/report';

/**
 * Pencil banners from the `pencil-banner` content model, in Builder's entry format: each entry
 * holds one PencilBanner block, optionally targeted at pages with `query` urlPath rules.
 *
 * Read through the site's content source (server/content: the embedded entries in
 * content/pencil-banner/, or Builder.io with an API key; cached and revalidated like every other
 * model). The banner options are parsed here: an invalid entry is skipped with a log line, never
 * a crash.
 */
export function pencilBannerFromEntry(entry: unknown): PencilBanner | undefined {
  const block = publishedBlock(entry, 'PencilBanner');
  const options = v.safeParse(PencilBannerOptionsSchema, block?.options);
  if (!block || !options.success) return undefined;
  return { ...options.output, id: block.entryId, targeting: block.targeting };
}

export async function getPencilBanners(): Promise<PencilBanner[]> {
  let entries: unknown[];
  try {
    entries = await listEntries('pencil-banner');
  } catch (error) {
    // No banner is worth a broken page: without the content source the site shows none.
    reportError(error, { section: 'pencil-banner' });
    return [];
  }
  const banners: PencilBanner[] = [];
  for (const entry of entries) {
    const banner = pencilBannerFromEntry(entry);
    if (banner) banners.push(banner);
    else console.error(`[pencil-banner] skipped invalid entry ${describeEntry(entry)}`);
  }
  return banners;
}

function describeEntry(entry: unknown): string {
  const parsed = v.safeParse(v.looseObject({ id: v.string() }), entry);
  return parsed.success ? parsed.output.id : '(without id)';
}
