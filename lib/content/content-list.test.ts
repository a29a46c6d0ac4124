import { describe, expect, it } from 'vitest';
import { normalizePageSize, paginate } from './content-list';

describe('content list page size', () => {
  it.each([
    [undefined, 9, undefined],
    [9, 9, undefined],
    [1, 1, undefined],
    [1000, 1000, undefined],
    [1001, 1000, undefined],
    [0, 1, undefined],
    [-5, 1, undefined],
    [4.7, 4, 'Only integers allowed'],
    [12.2, 12, 'Only integers allowed'],
    [Number.NaN, 9, undefined],
  ])('%s gives %s (alert %s)', (input, pageSize, alert) => {
    expect(normalizePageSize(input)).toEqual(alert ? { pageSize, alert } : { pageSize });
  });

  it.each([
    [1, [1, 2, 3], 3],
    [3, [7], 3],
    [9, [7], 3],
    [0, [1, 2, 3], 3],
  ])('page %s of 7 items by 3 shows %o of %s pages', (page, items, pageCount) => {
    const result = paginate([1, 2, 3, 4, 5, 6, 7], 3, page);
    expect(result.items).toEqual(items);
    expect(result.pageCount).toBe(pageCount);
  });
});
