import { homePage } from '@/app/_pages/content';

/**
 * The twin of a shared page (app/_pages) for a visitor with a customer token or in draft mode,
 * whom proxy.ts rewrites here. Personal and blocking: rendered per request, never cached or
 * prerendered.
 */
export const instant = false;

export const generateMetadata = homePage.customer.generateMetadata;
export default homePage.customer.Page;
