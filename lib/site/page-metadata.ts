/**
 * Page metadata from a page's content entry (its page-level data).
 *
 * Titles read '{page title} | {brand} Winery': the root layout sets the title template from the
 * configured SEO suffix, so a page hands Next only its own title. `buildPageTitle` is the same rule
 * for places that need the full string (open graph, tests).
 */
import type { Metadata } from 'next';
import * as v from 'valibot';
import { optionalText } from '@/lib/settings/text-settings';
import { LOCALE } from '@/lib/constants';

// The default sits on `optional` itself: valibot skips a pipe for an absent key.
const optionalFlag = v.pipe(
  v.optional(v.nullable(v.boolean()), false),
  v.transform((value) => value === true),
);

/** Page-level content data: title, name, description, url, canonicalUrl, openGraphImage, enableNavLite, noindex, nofollow. */
const PageContentDataSchema = v.object({
  title: optionalText,
  name: optionalText,
  description: optionalText,
  url: optionalText,
  canonicalUrl: optionalText,
  /** A URL, or the builder's file object ({ url }) in some exports. */
  openGraphImage: v.optional(
    v.union([
      v.pipe(
        v.nullable(v.string()),
        v.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
      ),
      v.pipe(
        v.object({ url: v.string() }),
        v.transform((value) => value.url.trim() || undefined),
      ),
    ]),
  ),
  enableNavLite: optionalFlag,
  noindex: optionalFlag,
  nofollow: optionalFlag,
});

/** The root layout's title template for a configured suffix: '%s | {suffix}'. */
export function titleTemplate(seoTitleSuffix: string): string {
  return `%s | ${seoTitleSuffix}`;
}

/** '{page title} | {suffix}'; the bare suffix when the page has no title. */
export function buildPageTitle(pageTitle: string | undefined, seoTitleSuffix: string): string {
  const title = pageTitle?.trim();
  return title ? titleTemplate(seoTitleSuffix).replace('%s', title) : seoTitleSuffix;
}

/** Only same-site paths and http(s) URLs may become a canonical or an image URL. */
function safeUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : undefined;
}

/**
 * Next Metadata for a page from its content data. Unknown or malformed data gives empty metadata
 * (the layout's defaults) rather than a crashed page: a content entry is outside input.
 *
 * `seoTitleSuffix` is only used for the open-graph title, which has no template.
 */
export function buildPageMetadata(data: unknown, seoTitleSuffix: string): Metadata {
  const parsed = v.safeParse(PageContentDataSchema, data);
  if (!parsed.success) return {};
  const page = parsed.output;
  const title = page.title ?? page.name;
  const canonical = safeUrl(page.canonicalUrl) ?? safeUrl(page.url);
  const image = safeUrl(page.openGraphImage);

  const metadata: Metadata = {
    openGraph: {
      title: buildPageTitle(title, seoTitleSuffix),
      locale: LOCALE,
      type: 'website',
      ...(page.description ? { description: page.description } : {}),
      ...(canonical ? { url: canonical } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
  if (title) metadata.title = title;
  if (page.description) metadata.description = page.description;
  if (canonical) metadata.alternates = { canonical };
  if (page.noindex || page.nofollow) {
    metadata.robots = { index: !page.noindex, follow: !page.nofollow };
  }
  return metadata;
}

/** Whether the page asked for the lite navigation (navigation links hidden). */
export function isNavLite(data: unknown): boolean {
  const parsed = v.safeParse(PageContentDataSchema, data);
  return parsed.success && parsed.output.enableNavLite;
}
