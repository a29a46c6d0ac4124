/**
 * Rendered by a page whose content entry sets enableNavLite: hides the navigation links. A
 * plain <style> in the page itself, so it applies in the static HTML with no flash
 * and goes away with the page on the next navigation. Zero JavaScript.
 */
export function NavLite({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return <style>{'[data-nav-links]{display:none!important}'}</style>;
}
