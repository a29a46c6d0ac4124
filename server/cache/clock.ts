import 'server-only';
import { cacheLife } from 'next/cache';

/**
 * The time for decisions a shared (prerendered) page makes by the calendar, such as whether an
 * event is upcoming or over. Read inside a cache scope, so the page stays prerendered; its life
 * is the catalogue's (60 s), so a page that shows events is rebuilt within a minute of a visit
 * after the time moved on, the same refresh that brings new seats and prices. Why not decide on
 * the client: the events page and its JSON-LD would then differ between search engines and
 * people, and the list would jump after load. Why not a daily revalidate: an event would stay
 * upcoming for up to a day after it ended.
 */
export async function sharedNow(): Promise<Date> {
  return new Date(await readClock());
}

async function readClock(): Promise<number> {
  'use cache';
  cacheLife('catalog');
  return Date.now();
}
