'use client';

import type { BuilderBlock } from '@builder.io/sdk-react';
import { useEffect, useState, type ReactNode, createContext, useContext } from 'react';
import { previewBlock } from './actions';

/** How long an editor pauses typing before the block is re-rendered. */
const RENDER_DELAY_MS = 150;

/**
 * The React component the visual editor mounts for every one of our blocks: it asks the server to
 * render the block from its current options (debounced while the editor types) and fills the
 * children slot with the SDK's live child blocks.
 */
export function EditorBlock({
  builderBlock,
  children,
}: {
  builderBlock?: BuilderBlock;
  children?: ReactNode;
}) {
  const name = builderBlock?.component?.name;
  const options = builderBlock?.component?.options;
  const key = JSON.stringify(options ?? {});
  const hasChildren = Boolean(builderBlock?.children?.length);
  const [rendered, setRendered] = useState<ReactNode>(null);

  useEffect(() => {
    if (!name) return;
    let current = true;
    const timer = setTimeout(() => {
      previewBlock({
        name,
        options: JSON.parse(key) as Record<string, unknown>,
        path: window.location.pathname,
        hasChildren,
      })
        .then((node) => {
          if (current) setRendered(node);
        })
        .catch((error: unknown) => console.error(`[editor] preview of ${name} failed`, error));
    }, RENDER_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [name, key, hasChildren]);

  return (
    <EditorChildrenContext.Provider value={children}>{rendered}</EditorChildrenContext.Provider>
  );
}

/**
 * In the visual editor a block is rendered on the server (one renderer for the site and the
 * editor), but its children are the SDK's live, editable blocks on the client. The server puts
 * this slot where the children go; the editor block provides the SDK's children through context.
 */
export const EditorChildrenContext = createContext<ReactNode>(null);

export function EditorChildrenSlot() {
  return <>{useContext(EditorChildrenContext)}</>;
}
