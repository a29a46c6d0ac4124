/**
 * Which entry answers a URL, with Builder's targeting semantics (lib/content/builder-targeting.ts, every
 * operator and value type Builder's SDK evaluates): an entry's `urlPath` rules must all hold; an
 * entry with no urlPath rule matches by its `data.url`. Rules on other attributes (device, a
 * custom attribute) are not evaluated here: a shared page is rendered once for every visitor, so
 * they cannot exclude it. Entries outside their start/end dates never match. Pure and tested.
 */
import { targetingHolds } from '@/lib/content/builder-targeting';
import { normalizeUrlPath } from '@/lib/content/links';
import type { ContentEntry } from './schema';
import type { AppEnv } from '../config/settings';

export function isLive(entry: Pick<ContentEntry, 'startDate' | 'endDate'>, now: number): boolean {
  return (entry.startDate === undefined || entry.startDate <= now) && (entry.endDate === undefined || entry.endDate > now);
}

export function entryMatchesUrl(entry: ContentEntry, path: string, now = Date.now()): boolean {
  if (!isLive(entry, now)) return false;
  const urlPath = normalizeUrlPath(path);
  const targets = entry.query.filter((target) => target.property === 'urlPath');
  if (targets.length > 0) return targetingHolds({ urlPath }, targets);
  const urls = entry.data.url === undefined ? [] : Array.isArray(entry.data.url) ? entry.data.url : [entry.data.url];
  return urls.some((url) => normalizeUrlPath(url) === urlPath);
}

/** The first URL an entry answers, for static params and links to it. */
export function primaryUrlOf(entry: ContentEntry): string | undefined {
  const target = entry.query.find((t) => t.property === 'urlPath' && t.operator === 'is');
  const value = target ? (Array.isArray(target.value) ? target.value[0] : target.value) : undefined;
  const fromTarget = typeof value === 'string' ? value : undefined;
  const fromData = Array.isArray(entry.data.url) ? entry.data.url[0] : entry.data.url;
  const url = fromTarget ?? fromData;
  return url === undefined ? undefined : normalizeUrlPath(url);
}

/**
 * Chooses the entry for a URL. In draft mode a draft wins over the published entry of the same URL,
 * so editors see their change; otherwise drafts and archived entries never answer.
 */
export function pickEntry(entries: readonly ContentEntry[], path: string, includeDrafts: boolean, now = Date.now()) {
  const candidates = entries.filter(
    (entry) =>
      (entry.published === 'published' || (includeDrafts && entry.published === 'draft')) &&
      entryMatchesUrl(entry, path, now),
  );
  return candidates.find((entry) => entry.published === 'draft') ?? candidates[0];
}

/**
 * The clock that decides which scheduled entries (startDate / endDate) are live. It is the real
 * time, except in browser tests: with the TEST-ONLY switch LOCAL_CONTENT_CLOCK=1 in local or
 * development, `/api/local/clock` may move it (the way LOCAL_COMMERCE_FAULTS opens the embedded
 * service's fault paths). Without the switch the route answers 404 and the offset stays 0, so in
 * stage and production this is always `Date.now()`.
 *
 * The offset lives on globalThis: route handlers and pages may be separate module instances.
 */

const holder = globalThis as typeof globalThis & { __wineryContentClockOffsetMs?: number };

export function contentClockSwitchOn(appEnv: AppEnv, switchValue: string | undefined): boolean {
  return switchValue === '1' && (appEnv === 'local' || appEnv === 'development');
}

export function contentNow(): number {
  return Date.now() + (holder.__wineryContentClockOffsetMs ?? 0);
}

/** Moves the content clock to `now` (ms since the epoch), or back to real time with undefined. */
export function setContentNow(now: number | undefined): void {
  holder.__wineryContentClockOffsetMs = now === undefined ? 0 : now - Date.now();
}
