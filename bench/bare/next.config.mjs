/**
 * The bare Next app `npm run bench` compares the site with (scripts/bench-bare.mjs): Next's
 * defaults but for the site's own setting of ETags (off), no proxy, nothing else. Built twice with
 * the repository's `next` (resolved from ../../node_modules), with webpack (`next build --webpack`:
 * Turbopack, rooted at the repository where `next` is installed, also picked up the site's
 * proxy.ts; prerendered pages are served the same whichever bundler built them):
 *   - into bench/bare/.next without Cache Components, the plainest Next page;
 *   - with BARE_CACHE_COMPONENTS=1 (at build and start) into bench/bare/.next-cc with Cache
 *     Components on, as the site has them: what the framework itself costs a page.
 */
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const cacheComponents = process.env.BARE_CACHE_COMPONENTS === '1';

const bareConfig = {
  // The repository's node_modules holds `next`; file tracing looks there.
  outputFileTracingRoot: repositoryRoot,
  // As the site's next.config.ts has it: ETags cost a bare page about a fifth of its CPU.
  generateEtags: false,
  cacheComponents,
  distDir: cacheComponents ? '.next-cc' : '.next',
};

export default bareConfig;
