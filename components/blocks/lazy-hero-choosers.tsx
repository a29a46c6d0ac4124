'use client';

/**
 * The club and subscription heroes' choosers as lazy islands (see club/lazy-club-wizard.tsx for
 * why): server-rendered, their code loaded only by the pages that show them.
 */
import dynamic from 'next/dynamic';

export const ClubHeroChooser = dynamic(() =>
  import('./hero-choosers').then((module) => module.ClubHeroChooser),
);

export const SubscriptionHeroChooser = dynamic(() =>
  import('./hero-choosers').then((module) => module.SubscriptionHeroChooser),
);
