'use client';

import {
  Content,
  isEditing,
  isPreviewing,
  register,
  setEditorSettings,
  type BuilderContent,
  type RegisteredComponent,
} from '@builder.io/sdk-react';
import { useEffect, useMemo } from 'react';
import { useBrowserSnapshot } from '@/components/ui/use-browser-snapshot';
import { browserConsent, builderCanTrack, onConsentChange } from '@/lib/tracking/consent';
import { EditorBlock } from './editor-block';
import type { EditorRegistration } from './registration';

/**
 * True when the page is open in Builder's editor iframe (`builder.frameEditing`, or the older
 * `__builder_editing__` flag) or in its preview (`builder.preview`).
 */
export const inVisualEditor = () =>
  isEditing() ||
  isPreviewing() ||
  (window.self !== window.top &&
    new URLSearchParams(window.location.search).has('__builder_editing__'));

let menusRegistered: string | undefined;

/** Our insert menus replace the editor's default one, for the model being edited only. */
function registerInsertMenus(model: string, menus: EditorRegistration['menus']) {
  if (menusRegistered === model) return;
  menusRegistered = model;
  setEditorSettings({ customInsertMenu: true });
  for (const menu of menus) register('insertMenu', menu);
}

/**
 * The SDK's `Content`, mounted only inside the visual editor and Builder's preview (never on
 * published pages, which are rendered on the server). Our blocks are handed over as custom
 * components; visitor tracking follows the consent cookie (off unless analytics is allowed).
 */
export default function VisualEditor({
  content,
  model,
  apiKey,
  registration,
}: {
  content: BuilderContent;
  model: string;
  apiKey: string;
  registration: EditorRegistration;
}) {
  useEffect(() => registerInsertMenus(model, registration.menus), [model, registration.menus]);
  const customComponents = useMemo<RegisteredComponent[]>(
    () => registration.components.map((info) => ({ ...info, component: EditorBlock })),
    [registration.components],
  );
  // Follows the consent record: a denial made while the page is open stops tracking at once.
  const canTrack = useBrowserSnapshot(
    onConsentChange,
    () => builderCanTrack(browserConsent()),
    () => false,
  );
  return (
    <Content
      content={content}
      model={model}
      apiKey={apiKey}
      customComponents={customComponents}
      canTrack={canTrack}
    />
  );
}
