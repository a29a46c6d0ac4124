'use client';

import type { BuilderContent } from '@builder.io/sdk-react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

import type { EditorRegistration } from './registration';

type Editor = ComponentType<{
  content: BuilderContent;
  model: string;
  apiKey: string;
  registration: EditorRegistration;
}>;

/**
 * Rendered only in draft mode with a Builder API key. Shows the server-rendered page, and swaps
 * in the SDK's `Content` when the page is open in Builder's editor or preview. The SDK is loaded
 * on demand from here, so even draft pages outside the editor do not download it. The blocks'
 * registration is computed on the server (the block definitions hold server renderers) and
 * arrives here as data.
 */
export function EditorGate({
  content,
  model,
  apiKey,
  registration,
  children,
}: {
  content: BuilderContent;
  model: string;
  apiKey: string;
  registration: EditorRegistration;
  children: ReactNode;
}) {
  const [Editor, setEditor] = useState<Editor | null>(null);
  useEffect(() => {
    let current = true;
    if (!/builder\.|__builder_editing__/.test(window.location.search)) return;
    void import('./visual-editor').then((module) => {
      if (current && module.inVisualEditor()) setEditor(() => module.default);
    });
    return () => {
      current = false;
    };
  }, []);
  return Editor ? (
    <Editor content={content} model={model} apiKey={apiKey} registration={registration} />
  ) : (
    <>{children}</>
  );
}
