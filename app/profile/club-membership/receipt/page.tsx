import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, unstable_rethrow } from 'next/navigation';
import * as v from 'valibot';
import { EmbedFriendBuyDefinition } from '@/components/blocks/embed-friend-buy';
import { renderBlocks } from '@/components/blocks/render';
import { clubRouteOf, nextShipmentDate, routeTitle, shippingCadence } from '@/lib/clubs';
import type { ClubMembership } from '@/lib/commerce/entities';
import { REFERRAL_PAGE_TYPES } from '@/lib/referral';
import { CommerceError } from '@/server/commerce';
import { getSettings, showsErrorDetails } from '@/server/config';
import { getCommerce } from '@/server/commerce';

export const metadata: Metadata = {
  title: 'Welcome to the club',
  robots: { index: false, follow: false },
};

/** Personal and rendered per request; an unknown membership answers a real 404. */
export const instant = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Membership ids are opaque strings from the commerce service; anything else is not one. */
const MembershipId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

async function loadMembership(raw: unknown): Promise<ClubMembership | undefined> {
  const parsed = v.safeParse(MembershipId, raw);
  if (!parsed.success) return undefined;
  try {
    return await getCommerce({ anonymous: true }).getClubMembershipLimited(parsed.output);
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof CommerceError && error.statusCode === 404) return undefined;
    throw error;
  }
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The club confirmation (spec: /profile/club-membership/receipt/): what was joined, the next
 * shipment, and the referral container with the club-confirmation page-type hint.
 */
export default async function ClubReceiptPage({ searchParams }: { searchParams: SearchParams }) {
  const membership = await loadMembership((await searchParams).membership);
  if (!membership) notFound();
  const route = clubRouteOf(membership.clubSlug);
  const joined = new Date(membership.signupDate);
  const address = membership.shipTo;
  const { appEnv, webUrl } = getSettings();
  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-10 md:px-8">
      <header>
        <p className="text-sm tracking-widest text-gold-text uppercase">Welcome to the club</p>
        <h1 className="font-serif text-4xl">{`You joined the ${membership.clubTitle}`}</h1>
        <p className="mt-2 text-neutral-700">
          {`Member since ${longDate(joined)}. Your member prices apply from now on, and member-only wines are yours to buy.`}
        </p>
      </header>
      <dl
        className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]"
        data-testid="club-receipt"
      >
        <dt className="font-semibold">Membership</dt>
        <dd>{route ? routeTitle(route) : membership.clubTitle}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{membership.status}</dd>
        {route ? (
          <>
            <dt className="font-semibold">Next shipment</dt>
            <dd>{longDate(nextShipmentDate(route, joined))}</dd>
            <dt className="font-semibold">Shipments</dt>
            <dd>{shippingCadence(route)}</dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt className="font-semibold">Shipping to</dt>
            <dd>
              <address className="not-italic">
                {`${address.firstName} ${address.lastName}, ${address.address}${address.address2 ? `, ${address.address2}` : ''}, ${address.city}, ${address.stateCode} ${address.zipCode}`}
              </address>
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link href="/collection/all" className="font-semibold text-wine underline">
          Shop at member prices
        </Link>
      </p>
      {await EmbedFriendBuyDefinition.render(
        { htmlId: 'friendbuy-club-confirmation' },
        null,
        {
          draft: false,
          path: REFERRAL_PAGE_TYPES.clubConfirmation,
          showErrorDetails: showsErrorDetails(appEnv),
          webUrl,
          heroSeen: { value: true },
        },
        renderBlocks,
      )}
    </section>
  );
}
