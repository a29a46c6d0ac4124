/**
 * The value of a Builder targeting rule as entries hold it: text, a number, a yes/no, or a list
 * of them (lib/content/builder-targeting.ts evaluates them). Kept apart from the evaluator so browser
 * code that evaluates rules ships no valibot.
 */
import * as v from 'valibot';

const TargetValueSchema = v.union([v.string(), v.number(), v.boolean()]);

export const TargetRuleValueSchema = v.union([TargetValueSchema, v.array(TargetValueSchema)]);
