/**
 * Site navigation: the header links with their "active when the path
 * starts with" rules, and the footer columns.
 */

interface HeaderLink {
  label: string;
  href: string;
  activePrefixes: readonly string[];
}

export const HEADER_LINKS: readonly HeaderLink[] = [
  { label: 'Shop', href: '/collection/all', activePrefixes: ['/collection', '/product'] },
  { label: 'Join', href: '/join', activePrefixes: ['/wine-society', '/join'] },
  { label: 'Visit', href: '/visit', activePrefixes: ['/visit'] },
  { label: 'Dine', href: '/dine', activePrefixes: ['/dine'] },
  {
    label: 'Learn',
    href: '/learn',
    activePrefixes: ['/learn', '/blog', '/recipe', '/virtual-tastings'],
  },
  { label: 'Our Story', href: '/our-story', activePrefixes: ['/our-story'] },
  { label: 'Contact', href: '/contact', activePrefixes: ['/contact'] },
];

/** A header link is active when the current path starts with one of its prefixes. */
export function isHeaderLinkActive(link: HeaderLink, pathname: string): boolean {
  return link.activePrefixes.some((prefix) => pathname.startsWith(prefix));
}

export interface FooterLink {
  label: string;
  href: string;
}

interface FooterColumn {
  heading: string;
  links: readonly FooterLink[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Shop',
    links: [
      { label: 'All Wines', href: '/collection/all' },
      { label: 'Red Wines', href: '/collection/red-wines' },
      { label: 'White Wines', href: '/collection/white-wines' },
      { label: 'Gifts & Accessories', href: '/collection/gifts-accessories' },
      { label: 'Large & Small Formats', href: '/collection/large-small-formats' },
      { label: 'Library Wines', href: '/collection/library-wines' },
    ],
  },
  {
    heading: 'Join',
    links: [
      { label: 'Wine Society', href: '/join' },
      { label: 'Compare Clubs', href: '/join#clubs-list' },
      { label: 'Member Login', href: '/profile/login' },
    ],
  },
  {
    heading: 'Visit',
    links: [
      { label: 'Plan a Visit', href: '/visit' },
      { label: 'Vineyard & Winery', href: '/visit/vineyard-winery' },
      { label: 'Dine', href: '/dine' },
      { label: 'Just Inn', href: '/visit/just-inn' },
      { label: 'Downtown Tasting Room', href: '/visit/downtown-tasting-room' },
      { label: 'Events', href: '/visit/events' },
    ],
  },
  {
    heading: 'Dine',
    links: [
      { label: 'Dine With Us', href: '/dine' },
      { label: 'Menu', href: 'https://menu.isoscelesridge.example/' },
      { label: 'Reservations', href: 'https://reservations.isoscelesridge.example/' },
    ],
  },
  {
    heading: 'Learn',
    links: [
      { label: 'Learn', href: '/learn' },
      { label: 'Wine 101', href: '/learn/wine-101' },
      { label: 'Recipes', href: '/recipes' },
    ],
  },
  {
    heading: 'Story',
    links: [
      { label: 'Our Story', href: '/our-story' },
      { label: 'Vineyards', href: '/our-story/vineyards' },
    ],
  },
];

export const SUPPORT_LINKS: readonly FooterLink[] = [
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
  { label: 'Where to Buy', href: '/where-to-buy' },
  { label: 'Return Policy', href: '/return-policy' },
  { label: 'Trade & Media', href: '/trade-media' },
  { label: 'Terms of Use', href: '/terms-of-use' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Careers', href: 'https://careers.isoscelesridge.example/' },
];

/** Links starting with http:, https:, mailto: or tel: are external and open in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href);
}
