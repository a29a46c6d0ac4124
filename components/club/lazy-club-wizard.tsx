'use client';

/**
 * The club wizard as a lazy island. A client component imported by a server module ships with
 * every page of its route whether it renders or not, and the block renderer reaches every block:
 * imported eagerly, the home page loaded the wizard. The island still renders on the server (same
 * HTML, no flash); its code is a separate chunk that only pages showing it preload, and it
 * hydrates when that chunk arrives. Only islands whose controls are safe before hydration are
 * made lazy: the product page's purchase forms stay eager (a quick choice of case or gift amount
 * was lost before they hydrated).
 */
import dynamic from 'next/dynamic';

export const ClubWizard = dynamic(() =>
  import('./club-wizard').then((module) => module.ClubWizard),
);
