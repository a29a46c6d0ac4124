/**
 * Next's page cache handler (cache-handlers/incremental.mjs: prerendered pages and route responses,
 * in the shared store when one is configured) is handed to Next once, when the server starts
 * (instrumentation.ts), through the global that hosting platforms give Next their own handler by:
 * `globalThis[Symbol.for('@next/cache-handlers')].FetchCache`, which Next's `IncrementalCache`
 * uses when next.config names no `cacheHandler`.
 *
 * Why not next.config's `cacheHandler`: with it, Next imports the file again for every
 * request, twice (the server's and the page's incremental cache), resolving a path, a file URL and
 * the module each time: 9-10 % of a cached page's CPU in `--cpu-prof` (the bare page's 1 %).
 *
 * The file is imported as Node finds it, not bundled (as Next imported it), from the folder the
 * server runs in: the project for `next start` and `next dev`, `.next/standalone` for the
 * standalone server (scripts/standalone.mjs copies the handlers there). A build renders its
 * pages with Next's own file-system cache, which the handler keeps underneath in any case.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PLATFORM_CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

/** The handler's file, from the folder the server runs in. */
const pageCacheHandlerUrl = (serverDir: string): string =>
  pathToFileURL(path.join(serverDir, 'cache-handlers', 'incremental.mjs')).href;

/** Loads the handler and hands it to Next, keeping what else the global holds. */
export async function registerPageCacheHandler(serverDir = process.cwd()): Promise<void> {
  const url = pageCacheHandlerUrl(serverDir);
  const { default: handler } = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ url
  )) as { default: unknown };
  if (typeof handler !== 'function') throw new Error(`${url} exports no cache handler class`);
  const holder = globalThis as { [PLATFORM_CACHE_HANDLERS]?: object };
  holder[PLATFORM_CACHE_HANDLERS] = { ...holder[PLATFORM_CACHE_HANDLERS], FetchCache: handler };
}
