/**
 * Commerce7's list paging: `limit` (at most 50) and a 1-based `page`. Out-of-range numbers are
 * clamped (a limit of 500 answers 50, page 0 answers page 1); malformed ones are a 400.
 */
import * as v from 'valibot';
import { MAX_PAGE_SIZE } from './config';
import { wholeNumberText } from './validation';

export const pageQuery = {
  limit: v.optional(wholeNumberText('limit'), String(MAX_PAGE_SIZE)),
  page: v.optional(wholeNumberText('page'), '1'),
};

export function pageWindow(
  query: { limit: number; page: number },
  maxLimit: number,
): { limit: number; offset: number } {
  const limit = Math.min(Math.max(query.limit, 1), maxLimit);
  return { limit, offset: (Math.max(query.page, 1) - 1) * limit };
}
