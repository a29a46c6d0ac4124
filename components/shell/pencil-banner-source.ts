import 'server-only';
import * as v from 'valibot';
import { PencilBannerOptionsSchema, TargetingSchema, type PencilBanner } from '@/lib/pencil-banner';
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
