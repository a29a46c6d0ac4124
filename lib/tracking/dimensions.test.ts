import { describe, expect, it } from 'vitest';
import { ANONYMOUS_DIMENSIONS, analyticsDimensions } from './dimensions';

const now = new Date('2026-06-01T00:00:00Z');
const base = { id: 'c-1', emails: [{ id: 'e-1', email: 'a@example.com' }], tags: [], clubs: [] };

describe('analytics dimensions', () => {
  it('anonymous without a customer', () => {
    expect(analyticsDimensions(null, now)).toEqual(ANONYMOUS_DIMENSIONS);
  });

  it.each([
    [[], 'Logged In - No Club'],
    [[{ clubTitle: 'Red Wines Club' }], 'Red Wines Club'],
    [[{ clubTitle: 'Red Wines Club', cancelDate: '2026-01-01T00:00:00Z' }], 'Logged In - No Club'],
    [[{ clubTitle: 'Red Wines Club', cancelDate: '2026-12-01T00:00:00Z' }], 'Red Wines Club'],
    [[{ clubTitle: 'A' }, { clubTitle: 'B' }], 'A, B'],
  ])('clubs %j -> %s', (clubs, expected) => {
    expect(analyticsDimensions({ ...base, clubs }, now).clubs).toBe(expected);
  });

  it('carries id, tag titles and the first e-mail id', () => {
    expect(
      analyticsDimensions({ ...base, tags: [{ title: 'Allocation' }, { title: 'Trade' }] }, now),
    ).toEqual({
      customerId: 'c-1',
      clubs: 'Logged In - No Club',
      tags: 'Allocation, Trade',
      emailId: 'e-1',
    });
  });
});
