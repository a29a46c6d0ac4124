'use client';

import { create } from 'zustand';
import type { AccountSummary } from '@/lib/customer/viewer';

export type ShellDialog = 'login' | 'profile' | 'consent';

/**
 * Shell UI state shared by the header, the modals and the footer. One `openDialog` makes the login
 * and profile modals mutually exclusive by construction.
 */
interface ShellState {
  openDialog: ShellDialog | null;
  /** undefined until the server's answer arrives (then null for an anonymous visitor). */
  account: AccountSummary | null | undefined;
  /**
   * The cookie banner's height in px while it shows, else null: bottom-anchored widgets (the
   * pop-up's minimized button) sit above it, and a due pop-up waits while it asks.
   */
  cookieBannerHeight: number | null;
  showDialog(dialog: ShellDialog): void;
  closeDialog(): void;
  setAccount(account: AccountSummary | null): void;
  setCookieBannerHeight(height: number | null): void;
}

export const useShellStore = create<ShellState>()((set) => ({
  openDialog: null,
  account: undefined,
  cookieBannerHeight: null,
  showDialog: (openDialog) => set({ openDialog }),
  closeDialog: () => set({ openDialog: null }),
  setAccount: (account) => set({ account }),
  setCookieBannerHeight: (cookieBannerHeight) => set({ cookieBannerHeight }),
}));
