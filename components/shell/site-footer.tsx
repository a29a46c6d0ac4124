import Link from 'next/link';
import { LineIcon, NewTabLink } from '@/components/ui/button';
import {
  FOOTER_COLUMNS,
  SUPPORT_LINKS,
  isExternalHref,
  type FooterLink,
} from '@/lib/site/navigation';
import { DoNotSellLink, FooterVisibility } from './footer-chrome';
import { EmailSignupForm } from '@/components/forms/email-signup-form';

const SOCIAL_LINKS = [
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/isoscelesridge',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  },
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/isoscelesridge',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/@isoscelesridge',
    path: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8Zm7 1v6l5-3-5-3Z',
  },
] as const;

/** Awards drawn inline: no image requests, and the text stays readable by screen readers. */
const AWARDS = [
  { title: 'Winery of the Year', detail: 'Central Coast Wine Review 2024' },
  { title: '98 Points', detail: 'Isosceles 2019, Cellar Critics' },
  { title: 'Double Gold', detail: 'Paso Robles Wine Competition 2023' },
] as const;

/** 44 px tall and wide on a touch screen (WCAG 2.5.5); text-sized from md up. */
const FOOTER_LINK_CLASS = 'inline-flex min-h-11 min-w-11 items-center hover:underline md:min-h-0';

function FooterAnchor({ link }: { link: FooterLink }) {
  return isExternalHref(link.href) ? (
    <NewTabLink href={link.href} className={FOOTER_LINK_CLASS}>
      {link.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </NewTabLink>
  ) : (
    <Link href={link.href} className={FOOTER_LINK_CLASS}>
      {link.label}
    </Link>
  );
}

export function SiteFooter({ brandName }: { brandName: string }) {
  return (
    <FooterVisibility>
      {/* Hidden by CSS on the checkout page from its first paint (FooterVisibility: after it). */}
      <footer
        className="mt-16 bg-ink text-white [body:has([data-checkout-page])_&]:hidden"
        data-testid="site-footer"
      >
        <div className="mx-auto grid max-w-[1440px] gap-10 px-4 py-12 md:px-8 lg:grid-cols-[2fr_1fr]">
          <FooterColumns />
          <div className="space-y-8">
            <FooterSignup brandName={brandName} />
            <SocialLinks brandName={brandName} />
            <Awards />
          </div>
        </div>
        <FooterBase brandName={brandName} />
      </footer>
    </FooterVisibility>
  );
}

function FooterColumns() {
  return (
    <div className="grid grid-cols-2 gap-8 md:grid-cols-3 xl:grid-cols-6">
      {FOOTER_COLUMNS.map((column) => (
        <nav key={column.heading} aria-label={`${column.heading} links`}>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-gold uppercase">
            {column.heading}
          </h2>
          <ul className="text-sm md:space-y-2">
            {column.links.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

function SocialLinks({ brandName }: { brandName: string }) {
  return (
    <ul aria-label="Social media" className="flex gap-4">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.label}>
          <NewTabLink
            href={social.href}
            aria-label={`${brandName} on ${social.label} (opens in a new tab)`}
            className="block rounded-full border border-white/40 p-2 hover:border-gold"
          >
            <LineIcon strokeWidth={1.6}>
              <path d={social.path} />
            </LineIcon>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}

function Awards() {
  return (
    <ul aria-label="Awards" className="flex flex-wrap gap-3">
      {AWARDS.map((award) => (
        <li
          key={award.title}
          // The text keeps to the square inside the circle (padding ~15%), clear of the ring.
          className="flex h-32 w-32 flex-col items-center justify-center gap-0.5 rounded-full border-2 border-gold p-3 text-center"
        >
          <span className="text-xs leading-tight font-bold text-gold uppercase">{award.title}</span>
          <span className="text-xs leading-tight text-white/90">{award.detail}</span>
        </li>
      ))}
    </ul>
  );
}

/** The support links, the consent link and the line under them. */
function FooterBase({ brandName }: { brandName: string }) {
  return (
    <div className="border-t border-white/20">
      <div className="mx-auto max-w-[1440px] px-4 py-6 md:px-8">
        <nav aria-label="Support">
          <ul className="flex flex-wrap gap-x-6 text-xs md:gap-y-2">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} />
              </li>
            ))}
            <li>
              <DoNotSellLink />
            </li>
          </ul>
        </nav>
        <p className="mt-4 text-xs text-white/80">
          © {brandName}. Please enjoy our wines responsibly.
        </p>
      </div>
    </div>
  );
}

/** The footer's 'STAY IN TOUCH' e-mail sign-up, to the newsletter setting. */
function FooterSignup({ brandName }: { brandName: string }) {
  return (
    <EmailSignupForm
      formId="footer-signup"
      tone="dark"
      optInLabel={`Yes, I would like to subscribe to updates from ${brandName}.*`}
      heading={
        <h2 className="text-sm font-semibold tracking-wide text-gold uppercase">STAY IN TOUCH</h2>
      }
    />
  );
}
