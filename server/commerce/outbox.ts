import 'server-only';

import * as v from 'valibot';

import type { Transport } from './session';
import { requireBody } from './transport';

/** One e-mail the embedded service sent (orders, gift cards, memberships, reset and sign-in links). */
const OutboxEmailSchema = v.object({
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

/** GET outbox (local service only; Commerce7 sends real e-mail): newest first. */
export async function listOutbox(commerce: Transport, limit = 50): Promise<OutboxEmail[]> {
  const schema = v.object({ emails: v.array(OutboxEmailSchema) });
  return requireBody(
    await commerce.send({ method: 'GET', path: 'outbox', query: { limit }, schema }),
  ).emails;
}
