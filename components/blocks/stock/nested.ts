import * as v from 'valibot';
import { BlockSchema } from '@/server/content/schema';

/** A block list held in a stock block's options (columns, inline symbol content). */
export const NestedBlocks = v.optional(v.array(v.lazy(() => BlockSchema)), []);
