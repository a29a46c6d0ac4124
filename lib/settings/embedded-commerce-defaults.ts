/**
 * The embedded commerce service's defaults (tenant, host, port, data folder, the inventory location
 * the web store ships from), read by the settings, by local-commerce and by
 * scripts/with-commerce.mjs. They live in embedded-commerce.json so the plain-JavaScript script
 * can import the very same values. (Named apart from the JSON: Node, which loads next.config.ts's
 * imports, would resolve an extensionless `embedded-commerce` to the .json first.)
 */
import defaults from './embedded-commerce.json';

export const EMBEDDED_COMMERCE: Readonly<typeof defaults> = defaults;
