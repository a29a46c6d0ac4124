import { blogPage } from '@/app/_pages/content';

/**
 * A blog post, shared and prerendered.
 * Defined once in app/_pages; proxy.ts rewrites a visitor with a customer token (or in draft mode)
 * to the customer view, which renders the same definition for them.
 */
export const generateStaticParams = blogPage.staticParams;
export const generateMetadata = blogPage.shared.generateMetadata;
export default blogPage.shared.Page;
