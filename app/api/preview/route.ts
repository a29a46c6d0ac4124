import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { getSettings } from '@/server/config';
import { ensurePreviewSecret } from '@/server/content/preview-secret';
import { sameSecret } from '@/server/security/shared-secret';

/** Only our own relative paths, so the preview link cannot redirect elsewhere. */
function safePath(path: string | null): string {
  return path && /^\/(?!\/)[\w\-./~%]*$/.test(path) ? path : '/';
}

/**
 * Builder's editor opens the preview URL with its own `builder.*` query (space, preview model,
 * frameEditing...); they are carried over to the page so the SDK knows it is being edited.
 */
function withBuilderQuery(path: string, params: URLSearchParams): string {
  const query = new URLSearchParams(
    [...params].filter(([key]) => key.startsWith('builder.') || key === '__builder_editing__'),
  );
  return query.size ? `${path}?${query}` : path;
}

/**
 * Turns Next's draft mode on for editors (GET /api/preview?secret=...&path=/page) and off again
 * (?disable=1). The secret is PREVIEW_SECRET, or in local/development the generated one kept in
 * the data folder (server/content/preview-secret.ts); in stage/production without PREVIEW_SECRET
 * previews are refused.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const draft = await draftMode();
  if (params.has('disable')) {
    draft.disable();
    redirect(safePath(params.get('path')));
  }
  if (!sameSecret(params.get('secret') ?? undefined, ensurePreviewSecret(getSettings())?.secret)) {
    return Response.json({ error: 'Invalid preview secret' }, { status: 401 });
  }
  draft.enable();
  redirect(withBuilderQuery(safePath(params.get('path')), params));
}
