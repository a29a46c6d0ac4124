import * as Sentry from '@sentry/nextjs';

/**
 * The one way to report an error. It always reaches the server log; with SENTRY_DSN set it also
 * reaches Sentry (without a DSN the SDK is never initialised and `captureException` does nothing).
 * Not `server-only`: the commerce client and the cache call it from server code, error boundaries
 * from the browser.
 *
 * @returns the Sentry event id when one was sent, so a fallback can offer 'Report feedback'.
 */
export function reportError(
  error: unknown,
  context: { section?: string; extra?: Record<string, unknown> } = {},
): string | undefined {
  console.error(`[${context.section ?? 'error'}]`, error, context.extra ?? '');
  if (!Sentry.isInitialized()) return undefined;
  return Sentry.captureException(error, {
    tags: context.section ? { section: context.section } : undefined,
    extra: context.extra,
  });
}

/** Tags the current scope's customer as club-member or normal (storefront spec section 4). */
export function tagCustomerForReports(
  customer: { id: string; isActiveClubMember: boolean } | null,
) {
  if (!Sentry.isInitialized()) return;
  Sentry.setUser(customer ? { id: customer.id } : null);
  Sentry.setTag('customerType', customer?.isActiveClubMember ? 'club-member' : 'normal');
}

/** Resize-observer loop warnings are browser noise, never reported (storefront spec section 8). */
export const IGNORED_ERRORS = [/ResizeObserver loop/];
