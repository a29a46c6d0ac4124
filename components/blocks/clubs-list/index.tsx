/**
 * Clubs list block: every club and subscription with its price range and link (the /join page's
 * #clubs-list).
 */
import * as v from 'valibot';
import type { BuilderInput } from '../define';
import Link from 'next/link';
import { WithWebUrl } from '@/components/club/club-join';
import {
  CLUB_ROUTES,
  TYPE_LABELS,
  defaultRoutePrice,
  formatPriceRange,
  frequencyLabel,
  routeTitle,
  subscriptionUrl,
  type ClubRoute,
} from '@/lib/club/clubs';
import { CLUB_TYPES, SUBSCRIPTION_TYPES } from '@/lib/constants';
import { defineBlock } from '../define';
export const ClubsListSchema = v.looseObject({
  title: v.optional(v.string(), 'All Clubs and Subscriptions'),
  showClubs: v.optional(v.boolean(), true),
  showSubscriptions: v.optional(v.boolean(), true),
});

export const clubsListInputs: BuilderInput[] = [
  { name: 'title', type: 'string', defaultValue: 'All Clubs and Subscriptions' },
  { name: 'showClubs', type: 'boolean', defaultValue: true },
  { name: 'showSubscriptions', type: 'boolean', defaultValue: true },
];

function routesOf(kind: ClubRoute['kind'], type: string) {
  return CLUB_ROUTES.filter((route) => route.kind === kind && route.type === type);
}

function RouteList({ routes, webUrl }: { routes: ClubRoute[]; webUrl: string }) {
  return (
    <ul className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200">
      {routes.map((route) => (
        <li key={route.slug} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
          {route.kind === 'club' ? (
            <Link href={`/club/${route.slug}`} className="font-semibold text-wine hover:underline">
              {routeTitle(route)}
            </Link>
          ) : (
            <a
              href={subscriptionUrl(webUrl, route.bottles, route.type, route.months)}
              className="font-semibold text-wine hover:underline"
            >
              {`${route.bottles} Bottles of ${route.category}, every ${frequencyLabel(route.months).toLowerCase()}`}
            </a>
          )}
          <span className="text-neutral-700">{formatPriceRange(defaultRoutePrice(route))}</span>
        </li>
      ))}
    </ul>
  );
}

export const ClubsListDefinition = defineBlock({
  name: 'ClubsList',
  schema: ClubsListSchema,
  group: 'Special',
  models: ['page', 'campaign', 'symbol', 'clubs', 'subscriptions'],
  inputs: clubsListInputs,
  render: (options) => (
    <section
      aria-labelledby="clubs-list-title"
      className="mx-auto max-w-[1200px] px-4 py-12 md:px-8"
    >
      <h2 id="clubs-list-title" className="text-center font-serif text-3xl">
        {options.title}
      </h2>
      {options.showClubs ? (
        <div className="mt-8">
          <h3 className="font-serif text-2xl">Wine Society Clubs</h3>
          <div className="grid gap-6 md:grid-cols-3">
            {CLUB_TYPES.map((type) => (
              <section key={type} aria-label={`${TYPE_LABELS[type]} clubs`} className="mt-4">
                <h4 className="font-semibold">{TYPE_LABELS[type]}</h4>
                <RouteList routes={routesOf('club', type)} webUrl="" />
              </section>
            ))}
          </div>
        </div>
      ) : null}
      {options.showSubscriptions ? (
        <div className="mt-10">
          <h3 className="font-serif text-2xl">Subscriptions</h3>
          <WithWebUrl
            render={(webUrl) => (
              <div className="grid gap-6 md:grid-cols-3">
                {SUBSCRIPTION_TYPES.map((type) => (
                  <section
                    key={type}
                    aria-label={`${TYPE_LABELS[type]} subscriptions`}
                    className="mt-4"
                  >
                    <h4 className="font-semibold">{TYPE_LABELS[type]}</h4>
                    <RouteList routes={routesOf('subscription', type)} webUrl={webUrl} />
                  </section>
                ))}
              </div>
            )}
          />
        </div>
      ) : null}
    </section>
  ),
});
