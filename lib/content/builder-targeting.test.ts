import { describe, expect, it } from 'vitest';
import {
  type TargetAttributes,
  type TargetRule,
  ruleHolds,
  targetingHolds,
} from './builder-targeting';

const rule = (operator: string, value: TargetRule['value'], property = 'attr'): TargetRule => ({
  property,
  operator,
  value,
});

describe("Builder's targeting operators, as the SDK evaluates them", () => {
  it.each<[TargetAttributes, TargetRule, boolean]>([
    // is / isNot: value and type must both match
    [{ attr: 'red' }, rule('is', 'red'), true],
    [{ attr: 'red' }, rule('is', 'Red'), false],
    [{ attr: 3 }, rule('is', 3), true],
    [{ attr: 3 }, rule('is', '3'), false],
    [{ attr: true }, rule('is', true), true],
    [{ attr: false }, rule('is', true), false],
    [{}, rule('is', 'red'), false],
    [{ attr: 'red' }, rule('isNot', 'blue'), true],
    [{ attr: 'red' }, rule('isNot', 'red'), false],
    [{ attr: 3 }, rule('isNot', '3'), true],
    [{}, rule('isNot', 'red'), true],
    // contains / startsWith / endsWith: text only, the value read as text
    [{ attr: 'cabernet' }, rule('contains', 'bern'), true],
    [{ attr: 'cabernet' }, rule('contains', 'merlot'), false],
    [{ attr: 'v2021' }, rule('contains', 2021), true],
    [{ attr: 2021 }, rule('contains', '20'), false],
    [{ attr: 'cabernet' }, rule('startsWith', 'cab'), true],
    [{ attr: 'cabernet' }, rule('startsWith', 'net'), false],
    [{ attr: 'cabernet' }, rule('endsWith', 'net'), true],
    [{ attr: 'cabernet' }, rule('endsWith', 'cab'), false],
    [{ attr: 12 }, rule('endsWith', '2'), false],
    // number comparisons: numbers on both sides only
    [{ attr: 5 }, rule('greaterThan', 4), true],
    [{ attr: 5 }, rule('greaterThan', 5), false],
    [{ attr: 5 }, rule('greaterThanOrEqualTo', 5), true],
    [{ attr: 4 }, rule('greaterThanOrEqualTo', 5), false],
    [{ attr: 4 }, rule('lessThan', 5), true],
    [{ attr: 5 }, rule('lessThan', 5), false],
    [{ attr: 5 }, rule('lessThanOrEqualTo', 5), true],
    [{ attr: 6 }, rule('lessThanOrEqualTo', 5), false],
    [{ attr: '5' }, rule('greaterThan', 4), false],
    [{ attr: 5 }, rule('greaterThan', '4'), false],
    [{}, rule('lessThan', 5), false],
    // a list of values: any holds; isNot: every one holds
    [{ attr: 'b' }, rule('is', ['a', 'b']), true],
    [{ attr: 'c' }, rule('is', ['a', 'b']), false],
    [{ attr: 'c' }, rule('isNot', ['a', 'b']), true],
    [{ attr: 'b' }, rule('isNot', ['a', 'b']), false],
    [{ attr: 7 }, rule('greaterThan', [10, 5]), true],
    [{ attr: 'x-end' }, rule('endsWith', ['-start', '-end']), true],
    // an attribute that is a list: it must include the value
    [{ attr: ['club', 'trade'] }, rule('is', 'trade'), true],
    [{ attr: ['club', 'trade'] }, rule('is', 'guest'), false],
    [{ attr: [1, 2] }, rule('is', 2), true],
    // urlPath: a trailing slash of the value is ignored
    [{ urlPath: '/visit' }, rule('is', '/visit/', 'urlPath'), true],
    [{ urlPath: '/' }, rule('is', '/', 'urlPath'), true],
    [{ urlPath: '/visit' }, rule('is', ['/dine/', '/visit/'], 'urlPath'), true],
    [{ urlPath: '/learn/x' }, rule('startsWith', '/learn', 'urlPath'), true],
    [{ urlPath: '/blog/x-recipe' }, rule('endsWith', '-recipe', 'urlPath'), true],
    [{ urlPath: '/blog/x' }, rule('contains', 'blog', 'urlPath'), true],
    [{ urlPath: '/dine' }, rule('isNot', ['/visit', '/dine/'], 'urlPath'), false],
    // no property or no operator: holds; an operator Builder does not have: does not
    [{ attr: 'x' }, { operator: 'is', value: 'y' }, true],
    [{ attr: 'x' }, { property: 'attr', value: 'y' }, true],
    [{ attr: 'x' }, rule('matches', 'x'), false],
  ])('%j with %j: %s', (attributes, target, holds) => {
    expect(ruleHolds(attributes, target)).toBe(holds);
  });

  it('needs every rule to hold; no rules target everyone', () => {
    const rules = [rule('startsWith', '/shop', 'urlPath'), rule('greaterThan', 2, 'visits')];
    expect(targetingHolds({ urlPath: '/shop/a', visits: 3 }, rules)).toBe(true);
    expect(targetingHolds({ urlPath: '/shop/a', visits: 1 }, rules)).toBe(false);
    expect(targetingHolds({ urlPath: '/', visits: 3 }, rules)).toBe(false);
    expect(targetingHolds({ urlPath: '/' }, [])).toBe(true);
    expect(targetingHolds({ urlPath: '/' }, null)).toBe(true);
  });
});
