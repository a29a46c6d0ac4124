/** The surface of recent-pages.mjs its unit test uses (entries are Next's, kept loose). */
export const RECENT_PAGES_BYTES: number;
export function entrySize(entry: unknown): number;
export interface RecentPages {
  get(key: string, stamp: string | undefined): unknown;
  set(key: string, stamp: string, entry: unknown): void;
  delete(key: string): void;
  readonly bytes: number;
  readonly size: number;
}
export function createRecentPages(maxBytes?: number): RecentPages;
