import { describe, expect, it } from 'vitest';
import { escapeText, eventCalendar, foldLine } from './event-calendar';

const base = {
  uid: 'music-on-the-terrace-2027@shop.example',
  title: 'Music on the Terrace',
  description: 'Songs, sunset; and a glass, or two.',
  url: 'https://shop.example/product/music-on-the-terrace-2027',
  brand: 'Isosceles Ridge',
  now: new Date('2026-11-26T12:00:00Z'),
};

describe('escapeText and foldLine (RFC 5545 3.3.11, 3.1)', () => {
  it.each([
    ['a, b; c', 'a\\, b\\; c'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
  ])('%s', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });
  it('folds at 75 octets, continuation lines start with a space, multi-byte characters kept whole', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(
      `DESCRIPTION:${'é'.repeat(60)}`,
    );
  });
});

describe('eventCalendar', () => {
  it('a timed event: UTC times from the winery clock, CRLF, escaped text', () => {
    const ics = eventCalendar({
      ...base,
      facts: {
        date: '2027-06-12',
        time: '18:00',
        endTime: '21:00',
        place: 'The Terrace, Isosceles Ridge',
      },
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(ics).toContain('\r\nDTSTART:20270613T010000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20270613T040000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261126T120000Z\r\n');
    expect(ics).toContain('\r\nLOCATION:The Terrace\\, Isosceles Ridge\r\n');
    expect(ics).toContain('\r\nSUMMARY:Music on the Terrace\r\n');
    expect(ics).toContain('PRODID:-//Isosceles Ridge//Events//EN');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });
  it.each<[string, string | null, string | null, string, string]>([
    ['no end time: two hours', '18:00', null, 'DTSTART:20270613T010000Z', 'DTEND:20270613T030000Z'],
    [
      'an end before the start reads as none',
      '18:00',
      '09:00',
      'DTSTART:20270613T010000Z',
      'DTEND:20270613T030000Z',
    ],
    [
      'no time: the whole day',
      null,
      null,
      'DTSTART;VALUE=DATE:20270612',
      'DTEND;VALUE=DATE:20270613',
    ],
  ])('%s', (_name, time, endTime, start, end) => {
    const ics = eventCalendar({
      ...base,
      facts: { date: '2027-06-12', time, endTime, place: null },
    });
    expect(ics).toContain(`\r\n${start}\r\n`);
    expect(ics).toContain(`\r\n${end}\r\n`);
    expect(ics).not.toContain('LOCATION');
  });
});
