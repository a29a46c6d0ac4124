import { clubPage } from '@/app/_pages/club';

/**
 * A club or subscription page, shared and prerendered; any other /club/... path is a 404.
 * Defined once in app/_pages; proxy.ts rewrites a visitor with a customer token (or in draft mode)
 * to the customer view, which renders the same definition for them.
 */
export const generateStaticParams = clubPage.staticParams;
export const generateMetadata = clubPage.shared.generateMetadata;
export default clubPage.shared.Page;
