import type { Accolades } from '@/lib/commerce/entities';

/**
 * Accolades: points with the review score, or a medal. `productHeroOnly`
 * accolades show on the product page and hero but not on cards (`context="card"`).
 */
export function AccoladeBadge({
  accolades,
  context = 'hero',
}: {
  accolades: Accolades | null | undefined;
  context?: 'hero' | 'card';
}) {
  if (!accolades || accolades.accoladesType === 'None') return null;
  if (context === 'card' && accolades.productHeroOnly) return null;
  if (accolades.accoladesType === 'Points') {
    if (!accolades.reviewPoints) return null;
    return (
      <p className="inline-flex items-center gap-2 text-sm" data-testid="accolade">
        {/* A white medallion with the deep gold on every surface, light page or dark card. */}
        <span className="flex h-12 w-12 flex-col items-center justify-center rounded-full border-2 border-gold bg-white font-semibold leading-none text-gold-deep">
          <span className="text-lg">{accolades.reviewPoints}</span>
          <span className="text-[10px] uppercase">pts</span>
        </span>
        {accolades.reviewSource ? (
          // The surface's own text colour: the badge sits on light pages and on dark cards.
          <span>{accolades.reviewSource}</span>
        ) : null}
        <span className="sr-only">
          {accolades.reviewPoints} points
          {accolades.reviewSource ? ` from ${accolades.reviewSource}` : ''}
        </span>
      </p>
    );
  }
  if (!accolades.medalType) return null;
  return (
    <p className="inline-flex items-center gap-2 text-sm" data-testid="accolade">
      <span aria-hidden="true" className="h-6 w-6 rounded-full bg-gold shadow-inner" />
      <span className="font-semibold text-gold-text">{accolades.medalType} Medal</span>
    </p>
  );
}
