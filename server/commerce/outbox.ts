import 'server-only';

import * as v from 'valibot';

import type { Transport } from './transport';
import { requireBody } from './replies';

/** One e-mail the embedded service sent (orders, gift cards, memberships, reset and sign-in links). */
export const OutboxEmailSchema = v.object({
  id: v.string(),
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  /** The plain-text version. */
  body: v.string(),
  /** The HTML version; null for e-mails kept before there were HTML versions. */
  html: v.nullish(v.string(), null),
  link: v.nullable(v.pipe(v.string(), v.url())),
  createdAt: v.string(),
});
export type OutboxEmail = v.InferOutput<typeof OutboxEmailSchema>;

export function outboxCalls(core: Transport) {
  /** GET outbox (local service only; Commerce7 sends real e-mail): newest first. */
  async function listOutbox(limit = 50): Promise<OutboxEmail[]> {
    const schema = v.object({ emails: v.array(OutboxEmailSchema) });
    return requireBody(await core.send({ method: 'GET', path: 'outbox', query: { limit }, schema }))
      .emails;
  }
  return { listOutbox };
}
