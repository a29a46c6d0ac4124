import type { Metadata } from 'next';
import Link from 'next/link';
import { JoinForm, type JoinStart } from '@/components/club/join-form';
import { addressFormValues } from '@/lib/checkout/address';
import { CLUB_JOIN_PATH } from '@/lib/club/club-join-form';
import {
  CLUB_ROUTES,
  clubRouteOf,
  formatPriceRange,
  defaultRoutePrice,
  routeTitle,
  shippingCadence,
  type ClubRoute,
} from '@/lib/club/clubs';
import type { Customer } from '@/lib/commerce/entities';
import { loadJoinDetails } from '@/server/actions/clubs';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { getViewer } from '@/server/visitor/visitor';

export const metadata: Metadata = {
  title: 'Join the club',
  robots: { index: false, follow: false },
};

/**
 * A blocking route: personal (the member's saved address and cards), and the whole form must be
 * in the HTML itself: this is the club join of a visitor whose scripts have not run.
 */
export const instant = false;

/**
 * The club a club page's first step chose: its own (`club`), or the sibling that the posted
 * bottles, wine type and frequency name.
 */
function chosenRoute(text: (name: string) => string | undefined): ClubRoute | undefined {
  const club = clubRouteOf(text('club') ?? '');
  if (!club) return undefined;
  const bottles = Number(text('bottles') ?? club.bottles);
  const type = text('type') ?? club.type;
  const months = Number(text('months') ?? (club.kind === 'subscription' ? club.months : 0));
  return CLUB_ROUTES.find(
    (route) =>
      route.kind === club.kind &&
      route.bottles === bottles &&
      route.type === type &&
      (route.kind === 'club' || route.months === months),
  );
}

/** The member's own details as the form's start: saved address, name and birth date. */
async function startOf(customer: Customer): Promise<JoinStart> {
  const details = await loadJoinDetails();
  const shipTo = addressFormValues(details.address, customer);
  return {
    values: {
      ...Object.fromEntries(
        Object.entries(shipTo).map(([name, value]) => [`shipTo.${name}`, value]),
      ),
      birthDate: details.birthDate ?? '',
      'card.cardHolderName': `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim(),
    },
    savedCards: details.cards,
  };
}

/** Join a club: the chosen club, then the join form, or a way to sign in first. */
export default async function JoinClubPage({
  searchParams,
}: PageProps<'/profile/club-membership/join'>) {
  const { text, answered } = await readPageQuery(searchParams);
  const route = chosenRoute(text);
  const { customer } = await getViewer();
  const here = route ? `${CLUB_JOIN_PATH}?club=${route.slug}` : CLUB_JOIN_PATH;
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="join-title" className="mb-3 font-serif text-4xl">
        {route ? `Join the ${routeTitle(route)}` : 'Join the club'}
      </h1>
      {!route ? (
        <p>
          Please choose a club first.{' '}
          <Link href="/join" className="font-semibold underline hover:text-wine">
            Compare the clubs
          </Link>
        </p>
      ) : (
        <>
          <p className="mb-8">
            {`${formatPriceRange(defaultRoutePrice(route))} per shipment. ${shippingCadence(route)}.`}{' '}
            <Link href={`/club/${route.slug}`} className="underline hover:text-wine">
              Change the club
            </Link>
          </p>
          {customer ? (
            <JoinForm
              route={route}
              start={
                answered?.values
                  ? { ...(await startOf(customer)), values: answered.values }
                  : await startOf(customer)
              }
              answered={answered}
            />
          ) : (
            <div className="space-y-3">
              <p>Please log in or create an account to join.</p>
              <p className="flex flex-wrap gap-4">
                <Link
                  href={`/profile/login?next=${encodeURIComponent(here)}`}
                  className="font-semibold underline hover:text-wine"
                >
                  Log in
                </Link>
                <Link
                  href={`/profile/create-account?next=${encodeURIComponent(here)}`}
                  className="font-semibold underline hover:text-wine"
                >
                  Create an account
                </Link>
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
