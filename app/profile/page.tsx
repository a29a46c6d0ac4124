import type { Metadata } from 'next';
import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountLinks } from '@/components/account/account-fields';
import { AccountHistory, accountDate } from '@/components/account/account-history';
import { AddressBook } from '@/components/account/address-book';
import { CardList } from '@/components/account/card-list';
import {
  DetailsForm,
  PasswordForm,
  type DetailsDefaults,
} from '@/components/account/details-forms';
import { MembershipPanel, type MembershipPlan } from '@/components/account/membership-panel';
import { ByCommerceMode, CommerceWidgetMount } from '@/components/commerce/commerce-widget';
import LoginForm from '@/components/account/login-form';
import LogoutButton from '@/components/shell/logout-button';
import type {
  Club,
  ClubMembership,
  CreditCard,
  Customer,
  CustomerAddress,
} from '@/lib/commerce/entities';
import { planChoices } from '@/lib/club/membership-plan';
import { getPublicClubs } from '@/server/catalog/products';
import { getCommerce } from '@/server/commerce';
import { reportError } from '@/server/observability/report';
import { getViewer } from '@/server/visitor/visitor';
import { readPageQuery } from '@/server/visitor/posted-answer';
import { FormMessage } from '@/components/ui/field';
import { OPEN_PARAM, shownMessage, type PostedForm } from '@/lib/forms/posted-form';

export const metadata: Metadata = {
  title: 'Manage Account',
  robots: { index: false, follow: false },
};

/** A part of the account that failed to load says so; the rest of the page stands. */
async function orNull<T>(load: Promise<T>, what: string): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    unstable_rethrow(error);
    reportError(error, { section: 'account', extra: { what } });
    return null;
  }
}

function membershipStatusText(membership: ClubMembership): string {
  switch (membership.status) {
    case 'Active':
      return `Active since ${accountDate(membership.signupDate)}`;
    case 'On Hold':
      return 'On hold';
    case 'Cancelled':
      return `Cancelled${membership.cancelDate ? ` on ${accountDate(membership.cancelDate)}` : ''}`;
  }
}

/** The plan of a membership's club and the changes its siblings allow (lib/club/membership-plan.ts). */
function planOf(membership: ClubMembership, clubs: Club[] | null): MembershipPlan | null {
  const club = clubs?.find((candidate) => candidate.id === membership.clubId);
  if (!club || !clubs) return null;
  return {
    bottles: club.bottles,
    frequencyMonths: club.frequencyMonths ?? null,
    choices: planChoices(club, clubs),
  };
}

function Memberships({
  memberships,
  clubs,
  addresses,
  cards,
  answered,
}: {
  memberships: ClubMembership[] | null;
  clubs: Club[] | null;
  addresses: CustomerAddress[];
  cards: CreditCard[];
  answered: PostedForm;
}) {
  const answerFor = (membership: ClubMembership) =>
    answered?.values?.membershipId === membership.id ? answered : null;
  if (memberships === null)
    return <p role="alert">Sorry, your memberships could not be loaded. Please reload the page.</p>;
  if (memberships.length === 0)
    return (
      <p>
        You are not a member of a club yet.{' '}
        <Link href="/join" className="underline hover:text-wine">
          Join the Wine Society
        </Link>
      </p>
    );
  return (
    <ul className="divide-y divide-ink/15" aria-label="Club memberships">
      {memberships.map((membership) => (
        <li key={membership.id} className="space-y-3 py-4" data-testid="membership">
          <h3 className="font-serif text-xl">
            {membership.clubTitle}
            <span className="ml-2 font-sans text-sm">{membershipStatusText(membership)}</span>
          </h3>
          {/* A membership on hold is paused, not over: it can still be changed and cancelled. */}
          {membership.status !== 'Cancelled' ? (
            <MembershipPanel
              membership={membership}
              plan={planOf(membership, clubs)}
              addresses={addresses}
              cards={cards}
              answered={answerFor(membership)}
            />
          ) : (
            <FormMessage
              id={`${membership.id}-message`}
              message={shownMessage(null, answerFor(membership))}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A part of the account, named by its heading. */
function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function detailsOf(customer: Customer): DetailsDefaults {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    phone: customer.phones[0]?.phone ?? '',
    birthDate: customer.birthDate ?? '',
  };
}

async function CustomerAccount({
  customer,
  answered,
  open,
}: {
  customer: Customer;
  answered: PostedForm;
  /** The form the page was asked to show open (a new card, an address to edit). */
  open: string | undefined;
}) {
  const commerce = getCommerce({ render: true });
  // Never cached: the customer's own orders, memberships and addresses, read with their token
  // (the clubs on offer are the same for everyone).
  const [orders, memberships, addresses, events, clubs, cards] = await Promise.all([
    orNull(commerce.listCustomerOrders(customer.id), 'orders'),
    orNull(commerce.listCustomerClubMemberships(customer.id), 'memberships'),
    orNull(commerce.listAddresses(customer.id), 'addresses'),
    orNull(commerce.listCustomerEvents(customer.id), 'events'),
    orNull(getPublicClubs(), 'clubs'),
    orNull(commerce.listCreditCards(customer.id), 'cards'),
  ]);
  return (
    <div className="space-y-10">
      <AccountSection id="details-title" title="Your details">
        <dl className="mb-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">Name</dt>
          <dd>{`${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim() || '—'}</dd>
          <dt className="font-semibold">Email</dt>
          <dd>{customer.emails[0]?.email ?? '—'}</dd>
        </dl>
        <DetailsForm defaults={detailsOf(customer)} answered={answered} />
      </AccountSection>
      <AccountSection id="password-title" title="Password">
        <PasswordForm answered={answered} />
      </AccountSection>
      <AccountSection id="addresses-title" title="Addresses">
        {addresses === null ? (
          <p role="alert">Sorry, your addresses could not be loaded. Please reload the page.</p>
        ) : (
          <AddressBook
            addresses={addresses}
            ownName={{ firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' }}
            answered={answered}
            open={open}
          />
        )}
      </AccountSection>
      <AccountSection id="cards-title" title="Cards">
        {cards === null ? (
          <p role="alert">Sorry, your cards could not be loaded. Please reload the page.</p>
        ) : (
          <CardList cards={cards} answered={answered} open={open} />
        )}
      </AccountSection>
      <AccountSection id="clubs-title" title="Club memberships">
        <Memberships
          memberships={memberships}
          clubs={clubs}
          addresses={addresses ?? []}
          cards={cards ?? []}
          answered={answered}
        />
      </AccountSection>
      <AccountSection id="orders-title" title="Order history">
        <AccountHistory orders={orders} events={events} />
      </AccountSection>
      <LogoutButton />
    </div>
  );
}

/**
 * Who is looking decides the page: the account, or a request to log in. `answered` is a native
 * post's answer sent back to this page (server/visitor/posted-answer.ts).
 */
async function AccountOrLogin({
  answered,
  open,
}: {
  answered: PostedForm;
  open: string | undefined;
}) {
  const { customer } = await getViewer();
  if (customer) return <CustomerAccount customer={customer} answered={answered} open={open} />;
  return (
    <div className="max-w-md">
      <p className="mb-4">Please log in to manage your account.</p>
      <LoginForm answered={answered} />
      <AccountLinks next="/profile" />
      <p className="mt-6 text-sm">
        Ordered as a guest?{' '}
        <Link href="/profile/order-lookup" className="underline hover:text-wine">
          Find an order
        </Link>
      </p>
    </div>
  );
}

/**
 * A blocking route: the account is personal, so there is no useful static shell, and the whole
 * page must be in the HTML itself for a member whose scripts have not run (streamed content needs
 * a script to be revealed).
 */
export const instant = false;

/**
 * Manage Account. With Commerce7 live it is the widget's account page (orders, addresses, cards
 * and clubs need calls our site cannot make for the customer without app credentials); with the
 * embedded service, ours.
 */
export default async function ProfilePage({ searchParams }: PageProps<'/profile'>) {
  const { text, answered } = await readPageQuery(searchParams);
  return (
    <section aria-labelledby="profile-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="profile-title" className="mb-8 font-serif text-4xl">
        Manage Account
      </h1>
      <ByCommerceMode
        widget={<CommerceWidgetMount />}
        local={<AccountOrLogin answered={answered} open={text(OPEN_PARAM)} />}
      />
    </section>
  );
}
