import { sanitizeHtml } from '@/lib/site/html';

/** Editor-written HTML, sanitized, with the site's prose styles. */
export function RichText({
  html,
  className = '',
}: {
  html: string | undefined;
  className?: string;
}) {
  if (!html) return null;
  return (
    <div
      className={`space-y-3 leading-relaxed [&_a]:text-wine [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
