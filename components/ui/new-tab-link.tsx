import type { AnchorHTMLAttributes } from 'react';

/** A link to another site: opens in a new tab that gets no handle on this page. */
export function NewTabLink({
  href,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} target="_blank" rel="noopener noreferrer" {...props} />;
}
