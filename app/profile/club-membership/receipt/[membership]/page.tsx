import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { cacheLife } from 'next/cache';
import * as v from 'valibot';
import { EmbedFriendBuyDefinition } from '@/components/blocks/embed-friend-buy';
import { renderBlocks } from '@/components/blocks/render';
import {
  clubRouteOf,
  routeTitle,
  shippingCadence,
  type ClubRoute,
  REFERRAL_PAGE_TYPES,
} from '@/lib/club/clubs';
import type { Address, ClubMembership } from '@/lib/commerce/entities';
import { TERMS_HEADING } from '@/lib/club/membership-plan';
import { TermsList } from '@/components/club/terms-list';
import { cardLabel } from '@/lib/checkout/payment-card';
import { CommerceError } from '@/server/commerce';
import { getSettings, showsErrorDetails } from '@/server/config';
import { getCommerce } from '@/server/commerce';

export const metadata: Metadata = {
  title: 'Welcome to the club',
  robots: { index: false, follow: false },
};

/** Personal and rendered per request; an unknown membership answers a real 404. */
export const instant = false;

type Params = Promise<{ membership: string }>;

/**
 * The address is `/profile/club-membership/receipt?membership=<id>` (spec); proxy.ts rewrites it
 * to this segment, since a query is only read once the page's shell has gone out with status 200,
 * while a path parameter can be decided first (an unknown membership answered 200). One
 * placeholder is listed so every other id renders on demand, blocking (see the order receipt).
 */
export function generateStaticParams() {
  return [{ membership: 'prerender-placeholder' }];
}

/** Membership ids are opaque strings from the commerce service; anything else is not one. */
const MembershipId = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

/**
 * Whether a membership exists, decided in the static stage so notFound() still sets the status.
 * Only a yes/no per opaque id is shared, never membership data; ids are never reused.
 */
async function membershipExists(rawId: string): Promise<boolean> {
  'use cache';
  cacheLife('minutes');
  return (await loadMembership(rawId)) !== undefined;
}

async function loadMembership(raw: string): Promise<ClubMembership | undefined> {
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

const addressLine = (address: Address) =>
  `${address.firstName} ${address.lastName}, ${address.address}${address.address2 ? `, ${address.address2}` : ''}, ${address.city}, ${address.stateCode} ${address.zipCode}`;

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The terms the member accepted, repeated with the day they accepted them. */
function ReceiptTerms({
  membership,
  route,
}: {
  membership: ClubMembership;
  route: ClubRoute | undefined;
}) {
  return (
    <section aria-labelledby="membership-terms" data-testid="membership-terms">
      <h2 id="membership-terms" className="font-serif text-2xl">
        {TERMS_HEADING}
      </h2>
      <TermsList route={route} />
      {membership.termsAcceptedAt ? (
        <p className="mt-2 text-sm text-neutral-700">
          {`You accepted these terms on ${longDate(new Date(membership.termsAcceptedAt))}.`}
        </p>
      ) : null}
    </section>
  );
}

/** The membership's addresses and card, as rows of the receipt's list. */
function PaymentRows({ membership }: { membership: ClubMembership }) {
  return (
    <>
      {membership.billTo ? (
        <>
          <dt className="font-semibold">Billing to</dt>
          <dd>
            <address className="not-italic">{addressLine(membership.billTo)}</address>
          </dd>
        </>
      ) : null}
      {membership.creditCard ? (
        <>
          <dt className="font-semibold">Card on file</dt>
          <dd>{cardLabel(membership.creditCard)}</dd>
        </>
      ) : null}
    </>
  );
}

/**
 * The club confirmation (spec: /profile/club-membership/receipt/): what was joined, the next
 * shipment, and the referral container with the club-confirmation page-type hint.
 */
export default async function ClubReceiptPage({ params }: { params: Params }) {
  // Decided before anything streams: an unknown membership is a real 404.
  const { membership: id } = await params;
  if (!(await membershipExists(id))) notFound();
  await connection();
  const membership = await loadMembership(id);
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
            {membership.nextShipmentDate ? (
              <>
                <dt className="font-semibold">Next shipment</dt>
                {/* The service's date, as /profile and the welcome e-mail say it. */}
                <dd>
                  {longDate(new Date(`${membership.nextShipmentDate.slice(0, 10)}T00:00:00Z`))}
                </dd>
              </>
            ) : null}
            <dt className="font-semibold">Shipments</dt>
            <dd>{shippingCadence(route)}</dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt className="font-semibold">Shipping to</dt>
            <dd>
              <address className="not-italic">{addressLine(address)}</address>
            </dd>
          </>
        ) : null}
        <PaymentRows membership={membership} />
      </dl>
      <ReceiptTerms membership={membership} route={route} />
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
