/**
 * The bare Next app `npm run bench` compares the site with (scripts/bench-bare.mjs): Next's
 * defaults, no proxy, no cache components, nothing else. Built with the repository's `next`
 * (resolved from ../../node_modules) into its own dist dir, bench/bare/.next, with webpack
 * (`next build --webpack`): Turbopack, rooted at the repository where `next` is installed, also
 * picked up the site's proxy.ts. Prerendered pages are served the same whichever bundler built them.
 */
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

const bareConfig = {
  // The repository's node_modules holds `next`; file tracing looks there.
  outputFileTracingRoot: repositoryRoot,
};

export default bareConfig;
