/**
 * Builder's targeting rules, evaluated as Builder's own SDK evaluates an entry's `query` against a
 * visitor's attributes (its `filterWithCustomTargeting`), written for this site. Pure; used by the
 * content reader (server/content/targeting.ts) and the pop-ups and pencil banners.
 *
 * - Every rule of an entry must hold; an entry with no rules targets everyone.
 * - A rule with no property or no operator holds.
 * - A list of values holds when any value does (`isNot`: when every value does).
 * - An attribute that is a list holds when it includes the value.
 * - `is` / `isNot`: equality of value and type (the number 3 is not the text "3").
 * - `contains` / `startsWith` / `endsWith`: text (the value is read as text).
 * - `greaterThan` / `lessThan` / `greaterThanOrEqualTo` / `lessThanOrEqualTo`: numbers only.
 * - Any other operator does not hold.
 * - For `urlPath` a trailing slash of the value is ignored (`/visit/` targets `/visit`).
 */

type TargetValue = string | number | boolean;

export const TARGET_OPERATORS = [
  'is',
  'isNot',
  'contains',
  'startsWith',
  'endsWith',
  'greaterThan',
  'lessThan',
  'greaterThanOrEqualTo',
  'lessThanOrEqualTo',
] as const;
type TargetOperator = (typeof TARGET_OPERATORS)[number];

export interface TargetRule {
  property?: string;
  operator?: string;
  value?: TargetValue | readonly TargetValue[] | null;
}

export type TargetAttributes = Readonly<
  Record<string, TargetValue | readonly TargetValue[] | undefined>
>;

/** A `urlPath` rule's value as it is compared: without a trailing slash, except the root's. */
export function urlPathRuleValue(value: string): string {
  return value.length > 1 ? value.replace(/\/+$/, '') || '/' : value;
}

function valueHolds(
  operator: string,
  attribute: TargetValue | readonly TargetValue[] | undefined,
  value: TargetValue | null | undefined,
): boolean {
  if (Array.isArray(attribute)) return attribute.includes(value as TargetValue);
  const text = typeof attribute === 'string' ? attribute : undefined;
  const number = typeof attribute === 'number' ? attribute : undefined;
  const limit = typeof value === 'number' ? value : undefined;
  switch (operator as TargetOperator) {
    case 'is':
      return attribute === value;
    case 'isNot':
      return attribute !== value;
    case 'contains':
      return text !== undefined && text.includes(String(value));
    case 'startsWith':
      return text !== undefined && text.startsWith(String(value));
    case 'endsWith':
      return text !== undefined && text.endsWith(String(value));
    case 'greaterThan':
      return number !== undefined && limit !== undefined && number > limit;
    case 'lessThan':
      return number !== undefined && limit !== undefined && number < limit;
    case 'greaterThanOrEqualTo':
      return number !== undefined && limit !== undefined && number >= limit;
    case 'lessThanOrEqualTo':
      return number !== undefined && limit !== undefined && number <= limit;
    default:
      return false;
  }
}

/** Whether one rule holds for these attributes. */
export function ruleHolds(attributes: TargetAttributes, rule: TargetRule): boolean {
  const { property, operator } = rule;
  if (!property || !operator) return true;
  const normalize = (value: TargetValue | null | undefined) =>
    property === 'urlPath' && typeof value === 'string' ? urlPathRuleValue(value) : value;
  const attribute = attributes[property];
  if (Array.isArray(rule.value)) {
    const values = (rule.value as readonly TargetValue[]).map(normalize);
    return operator === 'isNot'
      ? values.every((value) => valueHolds(operator, attribute, value))
      : values.some((value) => valueHolds(operator, attribute, value));
  }
  return valueHolds(operator, attribute, normalize(rule.value as TargetValue | null | undefined));
}

/** Whether every rule holds (no rules: everyone). */
export function targetingHolds(
  attributes: TargetAttributes,
  rules: readonly TargetRule[] | null | undefined,
): boolean {
  return (rules ?? []).every((rule) => ruleHolds(attributes, rule));
}
