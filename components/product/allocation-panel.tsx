import Link from 'next/link';
import { INVITATION_ONLY_LABEL, INVITATION_ONLY_TEXT } from '@/lib/catalog/availability';
import type { Product } from '@/lib/commerce/entities';
import {
  DEFAULT_ALLOCATION_LABEL,
  DEFAULT_JOIN_CTA_TEXT,
  DEFAULT_JOIN_CTA_URL,
} from '@/lib/constants';

export interface AllocationCta {
  title?: string | null;
  url?: string | null;
}

/** A signed-in customer joining would not help (`restrictionFor`): said plainly, no call to join. */
function InvitationOnlyPanel() {
  return (
    <section
      aria-label={INVITATION_ONLY_LABEL}
      className="rounded border border-gold bg-off-white p-4"
      data-testid="allocation-panel"
    >
      <p className="text-sm font-semibold tracking-wide text-gold-text uppercase">
        {INVITATION_ONLY_LABEL}
      </p>
      <p className="mt-2 text-sm">{INVITATION_ONLY_TEXT}</p>
    </section>
  );
}

/**
 * The member-exclusive panel shown instead of add to cart on restricted products: label
 * 'Members Exclusive' and a 'Join Now' call to action to /join unless overridden.
 */
export function AllocationPanel({
  allocation,
  customCta,
  invitationOnly = false,
}: {
  allocation: Product['allocation'];
  /** The product hero's optional custom CTA button; wins over the product's own CTA. */
  customCta?: AllocationCta;
  invitationOnly?: boolean;
}) {
  if (invitationOnly) return <InvitationOnlyPanel />;
  const label = allocation?.label || DEFAULT_ALLOCATION_LABEL;
  const ctaTitle = customCta?.title || allocation?.ctaTitle || DEFAULT_JOIN_CTA_TEXT;
  const ctaUrl = customCta?.url || allocation?.ctaUrl || DEFAULT_JOIN_CTA_URL;
  return (
    <section
      aria-label={label}
      className="rounded border border-gold bg-off-white p-4"
      data-testid="allocation-panel"
    >
      <p
        className="text-sm font-semibold tracking-wide text-gold-text uppercase"
        title={allocation?.tooltipTitle ?? undefined}
      >
        {label}
      </p>
      {allocation?.description ? <p className="mt-2 text-sm">{allocation.description}</p> : null}
      {allocation?.url ? (
        <p className="mt-2 text-sm">
          <Link href={allocation.url} className="underline">
            {allocation.urlTitle || allocation.url}
          </Link>
        </p>
      ) : null}
      <Link
        href={ctaUrl}
        className="mt-4 inline-block rounded bg-wine px-5 py-2 text-sm font-semibold tracking-wide text-white uppercase hover:bg-wine-dark"
      >
        {ctaTitle}
      </Link>
    </section>
  );
}
