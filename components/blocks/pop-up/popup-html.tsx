/** An editor's rich text of the pop-up, sanitised on the server (popup-data.ts). */
export function Html({ html, className = '' }: { html: string | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={`space-y-2 [&_a]:text-wine [&_a]:underline ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
