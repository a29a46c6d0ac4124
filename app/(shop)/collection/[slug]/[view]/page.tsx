import { collectionViewPage } from '@/app/_pages/catalog';

/**
 * A sorted, filtered or later page of a collection, shared and cached like the collection itself.
 * Visitors never type this address: proxy.ts rewrites `/collection/{slug}?sort=..&page=..` here
 * (lib/catalog/collection-browse.ts), and a customer token holder to the customer view's twin.
 */
export const generateStaticParams = collectionViewPage.staticParams;
export const generateMetadata = collectionViewPage.shared.generateMetadata;
export default collectionViewPage.shared.Page;
