'use client';

/**
 * The blocks' lazy islands (see club/lazy-club-wizard.tsx for why): server-rendered, their code
 * loaded only by the pages that show them. The club and subscription heroes' choosers, and the
 * ContactForm block's generic form (its field library, US states and validation).
 */
import dynamic from 'next/dynamic';

export const ClubHeroChooser = dynamic(() =>
  import('./hero-choosers').then((module) => module.ClubHeroChooser),
);

export const SubscriptionHeroChooser = dynamic(() =>
  import('./hero-choosers').then((module) => module.SubscriptionHeroChooser),
);

export const GenericForm = dynamic(() =>
  import('@/components/forms/generic-form').then((module) => module.GenericForm),
);
