import type { BuilderBlock as SdkBlock, BuilderContent } from '@builder.io/sdk-react';
import { getSettings, showsErrorDetails } from '@/server/config';
import type { ContentEntry } from '@/server/content';
import * as v from 'valibot';
import { CONTENT_MODELS, type BuilderBlock, type ContentModel } from '@/server/content/schema';
import type { Viewer } from '@/lib/customer/viewer';
import { isNavLite } from '@/lib/site/page-metadata';
import { EditorGate } from './editor/editor-gate';
import { editorRegistration } from './editor/registration';
import { renderBlocks } from './render';

function modelOf(entry: ContentEntry): ContentModel {
  return v.is(v.picklist(CONTENT_MODELS), entry.modelName) ? entry.modelName : 'page';
}

/** Our parsed blocks in the SDK's shape (its element type tag is required there). */
function toSdkBlock(item: BuilderBlock): SdkBlock {
  const { children, component, ...rest } = item;
  return {
    ...rest,
    '@type': '@builder.io/sdk:Element',
    ...(component ? { component: { name: component.name, options: component.options ?? {} } } : {}),
    ...(children ? { children: children.map(toSdkBlock) } : {}),
  };
}

function toSdkContent(entry: ContentEntry): BuilderContent {
  return {
    id: entry.id,
    name: entry.name,
    published: entry.published,
    data: { ...entry.data, blocks: (entry.data.blocks ?? []).map(toSdkBlock) },
  };
}

/**
 * A page built from an entry's blocks, rendered on the server through our registry. In draft
 * mode with a Builder API key the page is also ready for Builder's visual editor: the gate swaps
 * in the SDK's `Content` (our registry as custom components) when the editor opens the page.
 * Published pages never ship the SDK.
 */
export async function ContentPage({
  entry,
  path,
  draft,
  viewer,
}: {
  entry: ContentEntry;
  path: string;
  draft: boolean;
  /** Per-customer routes only: the logged-in viewer whose prices and access blocks show. */
  viewer?: Viewer;
}) {
  const { appEnv, webUrl, content } = getSettings();
  const blocks = await renderBlocks(entry.data.blocks, {
    draft,
    path,
    showErrorDetails: showsErrorDetails(appEnv),
    webUrl,
    heroSeen: { value: false },
    viewer,
    entry: { model: modelOf(entry), id: entry.id },
  });
  const page = (
    <div
      data-entry-id={entry.id}
      data-entry-status={entry.published}
      data-nav-lite={isNavLite(entry.data) ? '' : undefined}
    >
      {isNavLite(entry.data) ? <NavLite /> : null}
      {draft && entry.published === 'draft' ? (
        <p role="status" className="bg-gold px-4 py-2 text-center text-sm font-semibold">
          Draft preview — not visible to visitors
        </p>
      ) : null}
      {blocks}
    </div>
  );
  if (!draft || !content.builderApiKey) return page;
  return (
    // Builder's public API key: it only reaches the browser in draft mode, for the editor.
    <EditorGate
      content={toSdkContent(entry)}
      model={entry.modelName ?? 'page'}
      apiKey={content.builderApiKey}
      registration={editorRegistration(entry.modelName ?? 'page')}
    >
      {page}
    </EditorGate>
  );
}

/**
 * An entry that sets enableNavLite (a landing page) hides the header's navigation links: a plain
 * <style> in the page, so it applies in the static HTML with no flash and no JavaScript. It asks
 * for the page's own mark, shown: after a client navigation the router keeps the page, hidden by
 * an inline `display: none`, and its style would otherwise still apply on the next page.
 */
function NavLite() {
  return (
    <style>
      {'body:has([data-nav-lite]:not([style*="none"])) [data-nav-links]{display:none!important}'}
    </style>
  );
}
