import 'server-only';
import { appCommerceSettings } from '@/server/commerce';
import { createCommerceClient, type CommerceClient } from '@/server/commerce/client';
import { createMemorySession } from '@/server/commerce/session';

/**
 * A commerce client that carries no visitor identity: no token, no cart id, no cookies read or
 * written. The only client allowed behind a shared cache entry.
 */
export function getAnonymousCommerce(): CommerceClient {
  return createCommerceClient(appCommerceSettings(), createMemorySession());
}
