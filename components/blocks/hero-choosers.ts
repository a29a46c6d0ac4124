'use client';

/**
 * The club and subscription heroes' choosers as one lazy chunk: pages like /join show both, and
 * two separate chunks each carried their own copy of the club rules and the radio group.
 */
export { ClubHeroChooser } from './club-hero/club-hero-chooser';
export { SubscriptionHeroChooser } from './subscription-hero/subscription-hero-chooser';
