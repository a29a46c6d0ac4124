import { homePage } from '@/app/_pages/content';

/**
 * The home page, shared and prerendered. Defined once in app/_pages; proxy.ts rewrites a visitor
 * with a customer token (or in draft mode) to the customer view, which renders the same definition.
 */
export const generateMetadata = homePage.shared.generateMetadata;
export default homePage.shared.Page;
