import type { Metadata } from 'next';
import Link from 'next/link';
import { unstable_rethrow } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { AccountLinks } from '@/components/account/account-links';
import { CancelMembership } from '@/components/account/cancel-membership';
import { ByCommerceMode, CommerceWidgetMount } from '@/components/commerce/commerce-widget';
import LoginForm from '@/components/shell/login-form';
import LogoutButton from '@/components/shell/logout-button';
import type { ClubMembership, Customer, Order } from '@/lib/commerce/entities';
import { formatUsd } from '@/lib/money';
import { getCommerce } from '@/server/commerce';
import { reportError } from '@/server/observability/report';
import { getViewer } from '@/server/visitor/viewer';

export const metadata: Metadata = {
  title: 'Manage Account',
  robots: { index: false, follow: false },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

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

function OrderHistory({ orders }: { orders: Order[] | null }) {
  if (orders === null)
    return <p role="alert">Sorry, your orders could not be loaded. Please reload the page.</p>;
  if (orders.length === 0) return <p>You have no orders yet.</p>;
  return (
    <ul className="divide-y divide-ink/15" aria-label="Orders, newest first">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <span className="font-semibold">Order #{order.orderNumber}</span>
            <span className="ml-2 text-sm text-ink/70">
              {dateFormat.format(new Date(order.orderSubmittedDate))}
            </span>
          </span>
          <span>{formatUsd(order.total)}</span>
          <Link
            href={`/profile/order-receipt/${encodeURIComponent(order.id)}`}
            className="font-semibold underline hover:text-wine"
          >
            View receipt<span className="sr-only"> of order #{order.orderNumber}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function membershipStatusText(membership: ClubMembership): string {
  switch (membership.status) {
    case 'Active':
      return `Active since ${dateFormat.format(new Date(membership.signupDate))}`;
    case 'On Hold':
      return 'On hold';
    case 'Cancelled':
      return `Cancelled${membership.cancelDate ? ` on ${dateFormat.format(new Date(membership.cancelDate))}` : ''}`;
  }
}

function Memberships({ memberships }: { memberships: ClubMembership[] | null }) {
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
        <li
          key={membership.id}
          className="flex flex-wrap items-center justify-between gap-2 py-3"
          data-testid="membership"
        >
          <span>
            <span className="font-semibold">{membership.clubTitle}</span>
            <span className="ml-2 text-sm">{membershipStatusText(membership)}</span>
          </span>
          {/* A membership on hold is paused, not over: it can still be cancelled. */}
          {membership.status !== 'Cancelled' ? (
            <CancelMembership membershipId={membership.id} clubTitle={membership.clubTitle} />
          ) : null}
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

async function CustomerAccount({ customer }: { customer: Customer }) {
  const commerce = getCommerce({ render: true });
  // Never cached: the customer's own orders and memberships, read with their token.
  const [orders, memberships] = await Promise.all([
    orNull(commerce.listCustomerOrders(customer.id), 'orders'),
    orNull(commerce.listCustomerClubMemberships(customer.id), 'memberships'),
  ]);
  const name = `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim();
  return (
    <div className="space-y-10">
      <AccountSection id="details-title" title="Your details">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">Name</dt>
          <dd>{name || '—'}</dd>
          <dt className="font-semibold">Email</dt>
          <dd>{customer.emails[0]?.email ?? '—'}</dd>
        </dl>
      </AccountSection>
      <AccountSection id="orders-title" title="Order history">
        <OrderHistory orders={orders} />
      </AccountSection>
      <AccountSection id="clubs-title" title="Club memberships">
        <Memberships memberships={memberships} />
      </AccountSection>
      <LogoutButton />
    </div>
  );
}

/** Who is looking decides the page: the account, or a request to log in. */
async function AccountOrLogin() {
  const { customer } = await getViewer();
  if (customer) return <CustomerAccount customer={customer} />;
  return (
    <div className="max-w-md">
      <p className="mb-4">Please log in to manage your account.</p>
      <LoginForm />
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
 * Manage Account: personal, so everything below the heading renders per request. With Commerce7
 * live it is the widget's account page (orders, addresses, cards and clubs need calls our site
 * cannot make for the customer without app credentials); with the embedded service, ours.
 */
export default function ProfilePage() {
  return (
    <section aria-labelledby="profile-title" className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="profile-title" className="mb-8 font-serif text-4xl">
        Manage Account
      </h1>
      <Suspense fallback={<p>Loading your account…</p>}>
        <ByCommerceMode widget={<CommerceWidgetMount />} local={<AccountOrLogin />} />
      </Suspense>
    </section>
  );
}
