'use server';

import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { getSettings, showsErrorDetails } from '@/server/config';
import { BLOCKS } from '../registry';
import { renderBlock } from '../render';
import { EditorChildrenSlot } from './editor-block';

const PreviewSchema = v.object({
  name: v.picklist(Object.keys(BLOCKS) as [string, ...string[]], 'Unknown block'),
  options: v.record(v.string(), v.unknown()),
  path: v.pipe(v.string(), v.startsWith('/')),
  hasChildren: v.boolean(),
});

/**
 * Renders one block for the visual editor with the same server renderer the published site uses
 * (so what editors see is what visitors get). Only in draft mode: the editor's preview URL goes
 * through /api/preview first. Invalid options come back as the editor note, never as a crash.
 */
export async function previewBlock(input: v.InferInput<typeof PreviewSchema>): Promise<ReactNode> {
  if (!(await draftMode()).isEnabled) return null;
  const parsed = v.safeParse(PreviewSchema, input);
  if (!parsed.success) return null;
  const { name, options, path, hasChildren } = parsed.output;
  const { appEnv, webUrl } = getSettings();
  const showErrorDetails = showsErrorDetails(appEnv);
  const context = { draft: true, path, showErrorDetails, webUrl, heroSeen: { value: false } };
  return renderBlock(
    { component: { name, options } },
    context,
    name,
    hasChildren ? <EditorChildrenSlot /> : undefined,
  );
}
