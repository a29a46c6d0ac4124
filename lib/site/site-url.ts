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
