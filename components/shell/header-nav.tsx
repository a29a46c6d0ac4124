'use client';

import Link from 'next/link';
import { useCurrentPath } from '../ui/use-current-path';
import { HEADER_LINKS, isHeaderLinkActive } from '@/lib/site/navigation';

type HeaderNavProps = { layout?: 'row' | 'column'; onNavigate?: () => void };

/**
 * The seven header links with their active states. The active link is marked once
 * the page is interactive: the path is read in the browser only (see useCurrentPath), so the
 * header prerenders once, the same on every route.
 */
export function HeaderNav({ layout = 'row', onNavigate }: HeaderNavProps) {
  const pathname = useCurrentPath();
  const list =
    layout === 'row'
      ? 'flex flex-wrap items-center gap-x-5 gap-y-1'
      : 'flex flex-col gap-1 divide-y divide-ash';
  return (
    <nav aria-label="Main" data-nav-links="">
      <ul className={`${list} text-sm font-semibold tracking-wide uppercase`}>
        {HEADER_LINKS.map((link) => {
          const active = pathname !== null && isHeaderLinkActive(link, pathname);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={`${layout === 'column' ? 'block py-3' : ''} ${
                  active ? 'text-wine underline underline-offset-8' : 'hover:text-wine'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
