/** Skip-to-content link; targets the anchor main-content by default. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[10002] focus:rounded focus:bg-white focus:p-2 focus:text-ink focus:shadow"
    >
      Skip to content
    </a>
  );
}
