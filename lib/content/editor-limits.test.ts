import { describe, expect, it } from 'vitest';
import {
  EDITOR_LIMITS,
  checkBottlesInCase,
  checkCompositionPercentage,
  checkCompositionTotal,
  checkMaxItems,
  checkSectionChildren,
  checkSpacerCustom,
  checkTieredDiscount,
  checkZipCode,
  integerRangeHook,
  maxItemsHook,
  pageSizeHook,
} from './editor-limits';

const list = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('editor limits', () => {
  it.each([
    ['masonry images', EDITOR_LIMITS.masonryImages, 3, undefined],
    ['masonry images', EDITOR_LIMITS.masonryImages, 4, 'Number of images should be 3'],
    ['sticky buttons', EDITOR_LIMITS.stickyButtons, 2, undefined],
    ['sticky buttons', EDITOR_LIMITS.stickyButtons, 3, 'maximum "Buttons" is 2'],
    ['clubs', EDITOR_LIMITS.clubs, 3, undefined],
    ['clubs', EDITOR_LIMITS.clubs, 4, 'maximum allowed clubs is 3'],
    ['products', EDITOR_LIMITS.products, 4, undefined],
    ['products', EDITOR_LIMITS.products, 5, 'maximum items is 4, delete items to continue'],
  ])('%s with %#', (_name, limit, count, message) => {
    expect(checkMaxItems(list(count), limit)).toBe(message);
  });

  it.each([
    ['93446', undefined],
    ['934461234', undefined],
    ['9344612345', 'Maximum zip code characters is 9'],
  ])('zip %s', (zip, message) => expect(checkZipCode(zip)).toBe(message));

  it.each([
    [0, undefined],
    [250, undefined],
    [251, 'Custom spacer value must be between 0 and 250px'],
    [-1, 'Custom spacer value must be between 0 and 250px'],
  ])('spacer %s px', (px, message) => expect(checkSpacerCustom(px)).toBe(message));

  const percentMessage = 'Only numbers between 1 and 100 are allowed for percentage';
  it.each([
    [1, undefined],
    [100, undefined],
    [0, percentMessage],
    [101, percentMessage],
    [50.5, percentMessage],
  ])('composition %s%%', (value, message) =>
    expect(checkCompositionPercentage(value)).toBe(message),
  );

  it('varietals should total 100', () => {
    expect(checkCompositionTotal([60, 40])).toBeUndefined();
    expect(checkCompositionTotal([60, 30])).toBe('Varietals should total 100%');
  });

  it.each([
    [1, undefined],
    [99, undefined],
    [0, EDITOR_LIMITS.bottlesInCase.message],
    [100, EDITOR_LIMITS.bottlesInCase.message],
    [6.5, EDITOR_LIMITS.bottlesInCase.message],
  ])('bottlesInCase %s', (value, message) => expect(checkBottlesInCase(value)).toBe(message));

  it.each([
    [{ showSymbol: true, showDollarSign: false }, undefined],
    [{ showSymbol: false, showDollarSign: true }, undefined],
    [{ showSymbol: true, showDollarSign: true }, EDITOR_LIMITS.tieredDiscount.message],
  ])('tiered discount %o', (percent, message) =>
    expect(checkTieredDiscount(percent)).toBe(message),
  );

  it('section children', () => {
    expect(checkSectionChildren(['TextBlock'], ['TextBlock', 'Image'])).toBeUndefined();
    expect(checkSectionChildren(['Map'], ['TextBlock', 'Image'])).toBe(
      'You can only nest TextBlock, Image inside SectionWithChildren',
    );
  });
});

/** The hooks run in the editor against an option map; a tiny Map stands in for it. */
function runHook(code: string, values: Record<string, unknown>) {
  const map = new Map(Object.entries(values));
  const alerts: string[] = [];
  new Function('options', 'alert', code)(map, (text: string) => alerts.push(text));
  return { values: Object.fromEntries(map), alerts };
}

describe('editor onChange hooks', () => {
  it('trims lists and alerts', () => {
    expect(
      runHook(maxItemsHook('images', EDITOR_LIMITS.masonryImages), { images: list(5) }),
    ).toEqual({
      values: { images: list(3) },
      alerts: ['Number of images should be 3'],
    });
    expect(
      runHook(maxItemsHook('buttons', EDITOR_LIMITS.stickyButtons), { buttons: list(2) }).alerts,
    ).toEqual([]);
  });

  it('truncates page size with the integer alert', () => {
    expect(runHook(pageSizeHook('pageSize'), { pageSize: 7.9 })).toEqual({
      values: { pageSize: 7 },
      alerts: ['Only integers allowed'],
    });
    expect(runHook(pageSizeHook('pageSize'), { pageSize: 5000 })).toEqual({
      values: { pageSize: 1000 },
      alerts: [],
    });
  });

  it('clamps integer ranges', () => {
    expect(
      runHook(integerRangeHook('bottlesInCase', EDITOR_LIMITS.bottlesInCase), {
        bottlesInCase: 120,
      }).values,
    ).toEqual({
      bottlesInCase: 99,
    });
  });
});
