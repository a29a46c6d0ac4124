import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Viewer } from '@/lib/customer/viewer';
import { getViewer } from '@/server/visitor/visitor';

/**
 * The params Next passes the page of a route written as its pattern: `[slug]` one segment,
 * `[...path]` the segments it caught ('/product/[slug]' -> { slug: string }).
 */
export type ParamsOf<Route extends string> = Route extends `${infer Head}/${infer Tail}`
  ? ParamsOf<Head> & ParamsOf<Tail>
  : Route extends `[...${infer Name}]`
    ? { [Key in Name]: string[] }
    : Route extends `[${infer Name}]`
      ? { [Key in Name]: string }
      : unknown;

type RouteProps<Route extends string> = { params: Promise<ParamsOf<Route>> };

/** What a shared page is, written once. */
interface PageSpec<Route extends string, Data> {
  /** Its shared route's pattern as Next writes it, route groups left out: '/product/[slug]'. */
  route: Route;
  /** The params prerendered at build time; the others render on their first visit. */
  staticParams?: () => Promise<ParamsOf<Route>[]>;
  metadata: (params: ParamsOf<Route>) => Promise<Metadata>;
  /** The page's data, or undefined for a real 404 (decided before anything streams). */
  load: (params: ParamsOf<Route>) => Promise<Data | undefined>;
  /** The body: for the signed-in visitor in the customer view, for nobody (undefined) when shared. */
  render: (data: Data, viewer: Viewer | undefined) => ReactNode | Promise<ReactNode>;
}

/**
 * A shared page and both its variants. Its members are methods, not function-typed properties, so
 * one table can hold pages of different params: the route pattern is what gives each its own params
 * (ParamsOf).
 */
export interface PageDefinition<Route extends string = string> {
  route: Route;
  staticParams?(): Promise<ParamsOf<Route>[]>;
  /** The shared route's exports: prerendered whole, for no visitor in particular. */
  shared: RouteExports<Route>;
  /** Its twin's exports under /customer-view: rendered per request with `getViewer()`. */
  customer: RouteExports<Route>;
}

interface RouteExports<Route extends string> {
  Page(props: RouteProps<Route>): Promise<ReactNode>;
  generateMetadata(props: RouteProps<Route>): Promise<Metadata>;
}

const NO_VIEWER = async () => undefined;

export function definePage<const Route extends string, Data>(
  spec: PageSpec<Route, Data>,
): PageDefinition<Route> {
  /**
   * Loads the page, answers 404 when there is none, then renders it for the viewer, asked only
   * once the page exists (an unknown path costs no customer load).
   */
  const body = async (
    params: ParamsOf<Route>,
    viewer: () => Promise<Viewer | undefined>,
  ): Promise<ReactNode> => {
    const data = await spec.load(params);
    if (data === undefined) notFound();
    return spec.render(data, await viewer());
  };
  const generateMetadata = async ({ params }: RouteProps<Route>) => spec.metadata(await params);
  return {
    route: spec.route,
    staticParams: spec.staticParams,
    // Params are awaited in the page itself, outside any Suspense boundary: see body.
    shared: { Page: async ({ params }) => body(await params, NO_VIEWER), generateMetadata },
    customer: { Page: async ({ params }) => body(await params, getViewer), generateMetadata },
  };
}
