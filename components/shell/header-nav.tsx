'use client';

import Link from 'next/link';
import { Suspense } from 'react';
import { useCurrentPath } from './use-current-path';
import { HEADER_LINKS, isHeaderLinkActive } from '@/lib/navigation';

type HeaderNavProps = { layout?: 'row' | 'column'; onNavigate?: () => void };

/**
 * The seven header links with their active states (spec section 2). The pathname is only known at
 * request time on routes with dynamic segments that have no prerendered params, so the links are
 * prerendered without an active state and marked once the path resolves (Suspense keeps such
 * routes buildable as static shells).
 */
export function HeaderNav(props: HeaderNavProps) {
  return (
    <Suspense fallback={<HeaderNavLinks {...props} pathname={null} />}>
      <HeaderNavAtPath {...props} />
    </Suspense>
  );
}

function HeaderNavAtPath(props: HeaderNavProps) {
  return <HeaderNavLinks {...props} pathname={useCurrentPath()} />;
}

function HeaderNavLinks({
  layout = 'row',
  onNavigate,
  pathname,
}: HeaderNavProps & { pathname: string | null }) {
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
