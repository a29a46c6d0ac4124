/**
 * The folder table of ARCHITECTURE.md ("Folders and what each may import"), as data the linter
 * holds: each layer names the layers (or single modules) it may import. A file's layer is its
 * top folder, and inside `server/` and `components/` its subfolder, so the order between server
 * parts and between component folders is checked too. Files at the root (proxy.ts, instrumentation*.ts, the tools' configs) sit above app.
 * Tests (`*.test.*`, `tests/`) may import anything; test helpers and fixtures live in `tests/`.
 */

/** Server parts from the bottom up; each may import the parts listed before it (and lib). */
export const SERVER_ORDER = [
  'server/config',
  'server/cookies',
  'server/observability',
  'server/security',
  'server/marketing',
  'server/commerce',
  'server/cache',
  'server/content',
  'server/health',
  'server/revalidation',
  'server/forms',
  'server/catalog',
  'server/product-data',
  'server/visitor',
  'server/seo',
  'server/actions',
];

/**
 * Component folders from the bottom up; each may import the folders listed before it. At the
 * bottom the UI primitives and the visitor's session state (stores, sync), which every domain
 * needs; the domain folders above them; the page frame (`shell`) on top, placing them all.
 */
export const COMPONENTS_ORDER = [
  'components/ui',
  'components/session',
  'components/forms',
  'components/commerce',
  'components/cart',
  'components/product',
  'components/search',
  'components/checkout',
  'components/account',
  'components/club',
  'components/blocks',
  'components/shell',
];

const belowIn = (order, layer) => order.slice(0, order.indexOf(layer));

const SERVER_LAYERS = Object.fromEntries(
  SERVER_ORDER.map((layer) => [layer, ['lib', 'edge-cache', ...belowIn(SERVER_ORDER, layer)]]),
);

const COMPONENT_LAYERS = Object.fromEntries(
  COMPONENTS_ORDER.map((layer) => [
    layer,
    [...belowIn(COMPONENTS_ORDER, layer), ...SERVER_ORDER, 'lib'],
  ]),
);

/** Layer -> what it may import besides itself. */
export const MAY_IMPORT = {
  root: ['app', 'components', ...SERVER_ORDER, 'lib', 'edge-cache', 'tests'],
  app: ['components', ...SERVER_ORDER, 'lib', 'edge-cache'],
  ...COMPONENT_LAYERS,
  ...SERVER_LAYERS,
  lib: [],
  // The cache handlers' warning line: edge-cache logs through it, so the two write one shape.
  'edge-cache': ['lib', 'cache-handlers/log-line'],
  'local-commerce': ['lib'],
  'cache-handlers': [],
  tests: [],
  // The bench's bare Next app stands alone: Next and React only, nothing of the site's.
  bench: [],
  // Benchmarks drive the browser the way the browser tests do (tests/support/chromium.mjs).
  scripts: [
    'tests',
    'lib',
    'edge-cache',
    ...SERVER_ORDER,
    'components/blocks/registry',
    'components/blocks/content-check',
    // The project's manifest, data: the Node version entry scripts require (`engines`).
    'package.json',
  ],
};

const TEST_FILE = /(^|\/)tests\/|\.test\.[cm]?[jt]sx?$/;
const EXTENSION = /\.(d\.)?[cm]?[jt]sx?$/;

/** The layer of a path relative to the project root, or undefined outside the table. */
export function layerOf(relative) {
  const parts = relative.split('/');
  if (parts.length === 1) return 'root';
  if (parts[0] === 'server' || parts[0] === 'components')
    return `${parts[0]}/${parts[1].replace(EXTENSION, '')}`;
  return parts[0] in MAY_IMPORT ? parts[0] : undefined;
}

export const isTestFile = (relative) => TEST_FILE.test(relative);

/** Project-relative path (no extension) of an `@/` or relative specifier; undefined for packages. */
export function targetOf(specifier, fromRelative, join) {
  if (specifier.startsWith('@/')) return specifier.slice(2).replace(EXTENSION, '');
  if (specifier.startsWith('.')) return join(fromRelative, specifier)?.replace(EXTENSION, '');
  return undefined;
}

/** Whether `from` may import the module at `target` (both project-relative). */
export function mayImport(from, target) {
  const to = layerOf(target);
  if (to === undefined || to === from) return true;
  return (MAY_IMPORT[from] ?? []).some(
    (allowed) => allowed === to || target === allowed || target.startsWith(`${allowed}/`),
  );
}
