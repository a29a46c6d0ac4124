import { describe, expect, it } from 'vitest';
import { renderArt, ticketLines } from './art';

describe('ticket art (each ticket its own event’s name)', () => {
  it.each([
    ['Spring Barrel Tasting 2027', ['SPRING BARREL', 'TASTING']],
    ['Music on the Terrace 2027', ['MUSIC ON THE', 'TERRACE']],
    ['Harvest Table Dinner 2026', ['HARVEST TABLE', 'DINNER']],
  ])('%s prints its own name', (title, lines) => {
    expect(ticketLines(title)).toEqual(lines);
    const svg = renderArt({ kind: 'ticket', colour: '#7a1f2b' }, title);
    for (const line of lines) expect(svg).toContain(`>${line}</text>`);
  });
});
