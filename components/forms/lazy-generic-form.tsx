'use client';

/**
 * The ContactForm block's generic form as a lazy island (see club/lazy-club-wizard.tsx for why):
 * the field library, US states and validation load only on pages that show a form.
 */
import dynamic from 'next/dynamic';

export const GenericForm = dynamic(() =>
  import('./generic-form').then((module) => module.GenericForm),
);
