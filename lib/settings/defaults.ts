/**
 * Defaults the settings and the embedded commerce service share, so both start the same with
 * nothing set: the service's own, and the site's URL.
 */
import defaults from './embedded-commerce.json';

/**
 * The embedded commerce service's defaults (tenant, host, port, data folder, the inventory location
 * the web store ships from), read by the settings, by local-commerce and by
 * scripts/with-commerce.mjs. They live in embedded-commerce.json so the plain-JavaScript script
 * can import the very same values. (Named apart from the JSON: Node, which loads next.config.ts's
 * imports, would resolve an extensionless `embedded-commerce` to the .json first.)
 */

export const EMBEDDED_COMMERCE: Readonly<typeof defaults> = defaults;

/**
 * The site's public URL when WEB_URL is unset: this machine, on the port the site listens on.
 * The one place that default is computed; the settings (server/config/settings.ts) and the
 * embedded commerce service (links in its e-mails, local-commerce/main.ts) both use it, so a site
 * started on another PORT gets working sign-in and reset links.
 */
export const DEFAULT_SITE_PORT = 3000;

export function defaultWebUrl(port: number = DEFAULT_SITE_PORT): string {
  return `http://localhost:${port}`;
}
