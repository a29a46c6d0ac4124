import Link from 'next/link';
import { FOOTER_COLUMNS, SUPPORT_LINKS, isExternalHref, type FooterLink } from '@/lib/navigation';

function FooterAnchor({ link }: { link: FooterLink }) {
  return isExternalHref(link.href) ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
      {link.label}
    </a>
  ) : (
    <Link href={link.href} className="hover:underline">
      {link.label}
    </Link>
  );
}

export function SiteFooter({ brandName }: { brandName: string }) {
  return (
    <footer className="mt-16 bg-ink text-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-[1440px] grid-cols-2 gap-8 px-4 py-12 md:grid-cols-3 md:px-8 lg:grid-cols-6">
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={`${column.heading} links`}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase text-gold">
              {column.heading}
            </h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/20">
        <nav aria-label="Support" className="mx-auto max-w-[1440px] px-4 py-6 md:px-8">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-xs">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-white/70">
            © {brandName}. Please enjoy our wines responsibly.
          </p>
        </nav>
      </div>
    </footer>
  );
}
