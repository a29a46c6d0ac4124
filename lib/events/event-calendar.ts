/**
 * An event as an iCalendar file (RFC 5545), for the events page's "Add to calendar" link: one
 * VEVENT with times in UTC (no VTIMEZONE needed), text escaped and lines folded at 75 octets.
 */
import { zonedInstant, type EventFacts } from './events';

export interface CalendarEvent {
  /** Stable and unique per event (the product slug at the site's host). */
  uid: string;
  title: string;
  description: string | null;
  url: string;
  facts: EventFacts;
  /** The shop's brand, named as the calendar's producer. */
  brand: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line to 75 octets per physical line (continuations start with a space). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      out.push(current);
      current = char;
    } else current += char;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 20270612T010000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An all-day event ends the next day (DTEND is exclusive). */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function timesOf(facts: EventFacts): string[] {
  if (!facts.time) {
    const day = (date: string) => date.replace(/-/g, '');
    return [
      `DTSTART;VALUE=DATE:${day(facts.date)}`,
      `DTEND;VALUE=DATE:${day(nextDay(facts.date))}`,
    ];
  }
  const start = zonedInstant(facts.date, facts.time);
  // No end time given: two hours, so the calendar shows a block rather than a point.
  const end =
    facts.endTime && facts.endTime > facts.time
      ? zonedInstant(facts.date, facts.endTime)
      : new Date(start.getTime() + 2 * 60 * 60 * 1000);
  return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`];
}

/** The .ics file's text, CRLF line ends as the standard requires. */
export function eventCalendar(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${event.brand}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    ...timesOf(event.facts),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.facts.place ? [`LOCATION:${escapeText(event.facts.place)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
