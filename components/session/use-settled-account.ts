'use client';

import { useEffect, useState } from 'react';
import { CONSENT_POLL } from '@/lib/tracking/tag-manager';
import type { AccountSummary } from '@/lib/customer/viewer';
import { useShellStore } from './shell-store';

/** How long tracking waits for the header to know who is logged in before going on without. */
export const ACCOUNT_WAIT_MS = CONSENT_POLL.intervalMs * CONSENT_POLL.attempts;

/**
 * Who is logged in, for tracking: undefined while the header does not know yet, then the account
 * (null for an anonymous visitor), or null once ACCOUNT_WAIT_MS has passed without an answer, so
 * an event never waits forever for the header.
 */
export function useSettledAccount(): AccountSummary | null | undefined {
  const account = useShellStore((state) => state.account);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), ACCOUNT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (account !== undefined) return account;
  return waited ? null : undefined;
}
