import 'server-only';

import { accountCalls } from './account';
import { cartCalls, cartLineCalls, checkoutCalls } from './carts';
import { clubCalls } from './clubs';
import { collectionCalls } from './collections';
import { creditCardCalls } from './credit-cards';
import { customerCalls, customerLinkCalls } from './customers';
import { type CommerceSettings, createFetchCore } from './transport';
import { orderCalls } from './orders';
import { marketingCalls } from './marketing';
import { membershipChangeCalls } from './membership-changes';
import { outboxCalls } from './outbox';
import { productCalls } from './products';
import type { CommerceSession } from './session';

/** Every commerce call, over one fetch core bound to one visitor's session. */
export function createCommerceClient(settings: CommerceSettings, session: CommerceSession) {
  const core = createFetchCore(settings, session);
  return {
    /** Whether admin calls (`listCollections`) can be made: app credentials are configured. */
    hasAppCredentials: core.hasAppCredentials,
    ...productCalls(core),
    ...collectionCalls(core),
    ...customerCalls(core, session),
    ...customerLinkCalls(core),
    ...cartCalls(core, session),
    ...cartLineCalls(core),
    ...checkoutCalls(core, session),
    ...orderCalls(core),
    ...clubCalls(core),
    ...membershipChangeCalls(core),
    ...accountCalls(core),
    ...creditCardCalls(core),
    ...outboxCalls(core),
    ...marketingCalls(core),
  };
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;
