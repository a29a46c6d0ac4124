'use client';

/**
 * Islands that only a few pages render, imported through here by the server components that
 * place them. A client component imported by a server module ships with every page of its route
 * whether it renders or not, and the block renderer reaches every block: without this, the home
 * page loaded the club wizard, the club choosers and the contact form's field library. Each island here is
 * still rendered on the server (same HTML, no flash); its code is a separate chunk that only
 * pages showing it preload, and the island hydrates when that chunk arrives. Only islands whose
 * controls are safe before hydration belong here: the product page's purchase forms stay eager
 * (loaded lazily, a shopper's quick choice of case or gift amount was lost before they hydrated).
 */
import dynamic from 'next/dynamic';

export const ClubWizard = dynamic(() =>
  import('@/components/club/club-wizard').then((module) => module.ClubWizard),
);

export const ClubHeroChooser = dynamic(() =>
  import('@/components/blocks/hero-choosers').then((module) => module.ClubHeroChooser),
);

export const SubscriptionHeroChooser = dynamic(() =>
  import('@/components/blocks/hero-choosers').then((module) => module.SubscriptionHeroChooser),
);

/** The ContactForm block's generic form (the field library, US states, validation). */
export const GenericForm = dynamic(() =>
  import('@/components/forms/generic-form').then((module) => module.GenericForm),
);
