import type { ContentModel } from '@/server/content/schema';
import type { Viewer } from '@/lib/customer/viewer';

export interface BlockContext {
  /** Draft mode: editors see restricted containers (with a banner) and block problems. */
  draft: boolean;
  /** The page path, for 'Reload this page' and share links. */
  path: string;
  /** A failed block shows its error and stack: only in `local` and `development`. */
  showErrorDetails: boolean;
  /** Absolute base URL of the site (share links). */
  webUrl: string;
  /** The first hero of the page is preloaded; later ones are lazy. */
  heroSeen: { value: boolean };
  /** Set for the items of a single-expand accordion: they share one details name. */
  accordionName?: string;
  /** How many symbols deep this block sits (symbols may include symbols, never endlessly). */
  symbolDepth?: number;
  /**
   * The logged-in viewer, on per-customer routes only (proxy.ts sends a visitor with a customer
   * token there). Absent in every shared render: blocks then show anonymous prices and access.
   */
  viewer?: Viewer;
  /**
   * The entry these blocks belong to (a symbol's own entry inside a symbol): form blocks hand the
   * browser only `{ model, entryId, blockId }`, and their server action reads the rest from it.
   */
  entry?: { model: ContentModel; id: string };
  /** The block's own id (set by the renderer for each block). */
  blockId?: string;
}

const BACKGROUND_CLASSES: Record<string, string> = {
  None: 'bg-transparent',
  Gray: 'bg-neutral-200',
  White: 'bg-white',
  Red: 'bg-wine text-white',
  Gold: 'bg-gold text-ink',
  Ash: 'bg-ash',
  Black: 'bg-ink text-white',
};
export const backgroundClass = (color: string | undefined) =>
  BACKGROUND_CLASSES[color ?? 'None'] ?? '';
