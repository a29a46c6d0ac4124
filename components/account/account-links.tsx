import Link from 'next/link';

/** The three ways on from a login form, offered by the modal and by /profile/login alike. */
export function AccountLinks({ next, onNavigate }: { next?: string; onNavigate?: () => void }) {
  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  const links = [
    { href: `/profile/forgot-password${query}`, label: 'Forgot password?' },
    { href: `/profile/sign-in-link${query}`, label: 'E-mail me a sign-in link' },
    { href: `/profile/create-account${query}`, label: 'Create an account' },
  ];
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} onClick={onNavigate} className="underline hover:text-wine">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
