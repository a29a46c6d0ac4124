'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { HEADER_LINKS, isHeaderLinkActive } from '@/lib/navigation';

export function HeaderNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm font-semibold tracking-wide uppercase">
        {HEADER_LINKS.map((link) => {
          const active = isHeaderLinkActive(link, pathname);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={active ? 'text-wine underline underline-offset-8' : 'hover:text-wine'}
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
