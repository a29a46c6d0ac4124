/** Cache tags: one vocabulary for `cacheTag`, the KV store and the revalidation webhook. Pure. */
import { normalizeUrlPath } from './targeting';

export const contentModelTag = (model: string) => `content:${model}`;
export const contentUrlTag = (model: string, url: string) => `content:${model}:${normalizeUrlPath(url)}`;
