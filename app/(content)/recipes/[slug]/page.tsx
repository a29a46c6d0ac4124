import { recipePage } from '@/app/_pages/content';

/**
 * A recipe, shared and prerendered.
 * Defined once in app/_pages; proxy.ts rewrites a visitor with a customer token (or in draft mode)
 * to the customer view, which renders the same definition for them.
 */
export const generateStaticParams = recipePage.staticParams;
export const generateMetadata = recipePage.shared.generateMetadata;
export default recipePage.shared.Page;
