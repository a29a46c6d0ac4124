'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * In the visual editor a block is rendered on the server (one renderer for the site and the
 * editor), but its children are the SDK's live, editable blocks on the client. The server puts
 * this slot where the children go; the editor block provides the SDK's children through context.
 */
export const EditorChildrenContext = createContext<ReactNode>(null);

export function EditorChildrenSlot() {
  return <>{useContext(EditorChildrenContext)}</>;
}
