import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { ANONYMOUS_VIEWER, type Viewer } from '@/lib/viewer';
import { getCommerce, isCallsPaused } from '@/server/commerce';
import { createCookieSession } from '@/server/commerce/session';
import { reportError } from '@/server/observability/report';

export type { Viewer } from '@/lib/viewer';

/**
 * Who is looking, once per request: the customer behind the customerToken cookie, or anonymous.
 * A token the commerce service refuses (401) is cleared by the client, and the visitor is anonymous.
 */
export const getViewer = cache(async (): Promise<Viewer> => {
  const token = await createCookieSession().getToken();
  if (!token) return ANONYMOUS_VIEWER;
  try {
    const customer = await getCommerce({ render: true }).getSelf();
    return {
      customer,
      isLoggedIn: true,
      isActiveClubMember: customer.orderInformation.isActiveClubMember,
    };
  } catch (error) {
    unstable_rethrow(error);
    // Spec section 8: a customer load failure is reported with the section tag cart-sidebar.
    // A paused service was reported once by the breaker.
    if (!isCallsPaused(error)) reportError(error, { section: 'cart-sidebar' });
    return ANONYMOUS_VIEWER;
  }
});
