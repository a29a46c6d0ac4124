'use client';

import type { BuilderContent, ComponentInfo, InsertMenuConfig } from '@builder.io/sdk-react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type EditorProps = {
  content: BuilderContent;
  model: string;
  apiKey: string;
  components: ComponentInfo[];
  menus: InsertMenuConfig[];
};
type Editor = ComponentType<EditorProps>;

/**
 * Rendered only in draft mode with a Builder API key. Shows the server-rendered page, and swaps
 * in the SDK's `Content` when the page is open in Builder's editor or preview. The SDK is loaded
 * on demand from here, so even draft pages outside the editor do not download it.
 */
export function EditorGate({
  content,
  model,
  apiKey,
  components,
  menus,
  children,
}: EditorProps & { children: ReactNode }) {
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
    <Editor content={content} model={model} apiKey={apiKey} components={components} menus={menus} />
  ) : (
    <>{children}</>
  );
}
