'use client';

import { create } from 'zustand';
import type { AnalyticsDimensions } from '@/lib/tracking/dimensions';
import type { AccountSummary } from '@/lib/viewer';

export type ShellDialog = 'login' | 'profile' | 'consent';

/**
 * Shell UI state shared by the header, the modals and the footer. One `openDialog` makes the login
 * and profile modals mutually exclusive by construction (storefront spec section 4).
 */
interface ShellState {
  openDialog: ShellDialog | null;
  /** undefined until the session is known (then null for an anonymous visitor). */
  account: AccountSummary | null | undefined;
  /** The visitor's analytics dimensions, once the session is known. */
  dimensions: AnalyticsDimensions | undefined;
  showDialog(dialog: ShellDialog): void;
  closeDialog(): void;
  setAccount(account: AccountSummary | null): void;
  setSession(session: { account: AccountSummary | null; dimensions: AnalyticsDimensions }): void;
}

export const useShellStore = create<ShellState>()((set) => ({
  openDialog: null,
  account: undefined,
  dimensions: undefined,
  showDialog: (openDialog) => set({ openDialog }),
  closeDialog: () => set({ openDialog: null }),
  setAccount: (account) => set({ account }),
  setSession: ({ account, dimensions }) => set({ account, dimensions }),
}));
