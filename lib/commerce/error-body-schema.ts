import * as v from 'valibot';
import { listOf, optionalString } from './tolerant-schema';

/**
 * Commerce7's error body, e.g. its 401 `{ statusCode: 401, type: 'unauthorized', message:
 * 'Unauthorized user', errors: [] }` (https://dev-center-docs.commerce7.com/docs/app-authentication).
 */
export const CommerceErrorBodySchema = v.object({
  statusCode: v.number(),
  type: optionalString,
  message: v.string(),
  /** Field-level problems, when the service lists them. */
  errors: listOf(v.unknown()),
});

export type CommerceErrorBody = v.InferOutput<typeof CommerceErrorBodySchema>;
