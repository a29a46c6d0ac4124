import { contentPage } from '@/app/_pages/content';

/**
 * Editor-built pages, shared and prerendered; an unknown URL answers a real 404.
 * Defined once in app/_pages; proxy.ts rewrites a visitor with a customer token (or in draft mode)
 * to the customer view, which renders the same definition for them.
 */
export const generateStaticParams = contentPage.staticParams;
export const generateMetadata = contentPage.shared.generateMetadata;
export default contentPage.shared.Page;
