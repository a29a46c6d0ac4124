import * as v from 'valibot';
import { renderBlocks } from '@/components/blocks/render';
import { ClubJoin } from '@/components/club/club-join';
import {
  clubRouteOf,
  defaultRoutePrice,
  formatPriceRange,
  routeTitle,
  shippingCadence,
  type ClubRoute,
  CLUB_ROUTE_SLUGS,
} from '@/lib/club/clubs';
import { getSettings, showsErrorDetails } from '@/server/config';
import { getEntry, isDraftMode, type ContentEntry, entryMetadata } from '@/server/content';
import type { Viewer } from '@/lib/customer/viewer';
import { definePage } from './define';

/** The club facts editors may override in the clubs / subscriptions entry of the page. */
const ClubEntryDataSchema = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  description: v.optional(v.string()),
  benefits: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty()))),
  cadence: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
});

const modelOf = (route: ClubRoute) => (route.kind === 'club' ? 'clubs' : 'subscriptions');
export const clubPagePath = (slug: string) => `/club/${slug}`;

/** The club route of a slug with its entry and facts, or undefined for any other slug. */
export async function loadClubPage(slug: string) {
  const route = clubRouteOf(slug);
  if (!route) return undefined;
  const entry = await getEntry(modelOf(route), clubPagePath(slug));
  // A malformed override is ignored field by field: the page falls back to the catalog facts.
  const parsed = v.safeParse(ClubEntryDataSchema, entry?.data ?? {});
  if (!parsed.success) console.error(`[clubs] entry for ${slug} has invalid club facts; ignored`);
  return { route, entry, facts: parsed.success ? parsed.output : {} };
}

async function EditorialBlocks({
  entry,
  path,
  viewer,
}: {
  entry: ContentEntry;
  path: string;
  viewer: Viewer | undefined;
}) {
  const { appEnv, webUrl } = getSettings();
  const blocks = await renderBlocks(entry.data.blocks, {
    draft: await isDraftMode(),
    path,
    showErrorDetails: showsErrorDetails(appEnv),
    webUrl,
    heroSeen: { value: true },
    viewer,
  });
  return <div data-entry-id={entry.id}>{blocks}</div>;
}

/** Editors place the ClubWizard block in the entry; without one the page adds it, so joining always works. */
function hasWizard(entry: ContentEntry | undefined): boolean {
  return (entry?.data.blocks ?? []).some((item) => item.component?.name === 'ClubWizard');
}

/** A club or subscription: what the member gets, the price, the shipping cadence, and joining. */
export function ClubPageView({
  loaded,
  viewer,
}: {
  loaded: NonNullable<Awaited<ReturnType<typeof loadClubPage>>>;
  /** The per-customer route's viewer; the shared page decides for the anonymous visitor. */
  viewer?: Viewer;
}) {
  const { route, entry, facts } = loaded;
  const price = defaultRoutePrice(route);
  const benefits = facts.benefits ?? [];
  return (
    <article className="mx-auto max-w-[1200px] px-4 py-10 md:px-8">
      <header className="text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-text uppercase">
          {route.kind === 'club' ? 'Wine Society' : 'Wine Subscription'}
        </p>
        <h1 className="mt-2 font-serif text-4xl md:text-5xl">{facts.title ?? routeTitle(route)}</h1>
        {facts.description ? (
          <p className="mx-auto mt-4 max-w-2xl text-neutral-700">{facts.description}</p>
        ) : null}
      </header>
      <section
        aria-labelledby="club-facts"
        className="mt-10 grid gap-8 rounded border border-neutral-200 p-6 md:grid-cols-3"
      >
        <h2 id="club-facts" className="sr-only">
          At a glance
        </h2>
        <div>
          <h3 className="font-semibold">What you get</h3>
          {benefits.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2">{`${route.bottles} bottles of ${route.category} per shipment`}</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold">Price</h3>
          <p className="mt-2 text-2xl" data-testid="club-price">
            {formatPriceRange(price)}
          </p>
          <p className="text-sm text-neutral-600">per shipment, before tax and shipping</p>
        </div>
        <div>
          <h3 className="font-semibold">Shipments</h3>
          <p className="mt-2">{facts.cadence ?? shippingCadence(route)}</p>
        </div>
      </section>
      {entry ? (
        <EditorialBlocks entry={entry} path={clubPagePath(route.slug)} viewer={viewer} />
      ) : null}
      {hasWizard(entry) ? null : (
        <div className="mt-10">
          <ClubJoin route={route} path={clubPagePath(route.slug)} />
        </div>
      )}
    </article>
  );
}

/** A club or subscription page; its editorial blocks are decided for the visitor. */
export const clubPage = definePage({
  route: '/club/[slug]',
  // All 36 club and subscription pages are prerendered; any other /club/... path is a 404.
  staticParams: async () => CLUB_ROUTE_SLUGS.map((slug) => ({ slug })),
  metadata: async ({ slug }) => {
    const loaded = await loadClubPage(slug);
    if (!loaded) return {};
    const { route, entry } = loaded;
    return entry ? entryMetadata(entry, clubPagePath(route.slug)) : { title: routeTitle(route) };
  },
  load: ({ slug }) => loadClubPage(slug),
  render: (loaded, viewer) => <ClubPageView loaded={loaded} viewer={viewer} />,
});
