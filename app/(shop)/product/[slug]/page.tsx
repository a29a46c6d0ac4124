import { productPage } from '@/app/_pages/catalog';

/**
 * The shared product page, prerendered whole for visitors without a customer token.
 * Defined once in app/_pages; proxy.ts rewrites a visitor with a customer token (or in draft mode)
 * to the customer view, which renders the same definition for them.
 */
export const generateStaticParams = productPage.staticParams;
export const generateMetadata = productPage.shared.generateMetadata;
export default productPage.shared.Page;
