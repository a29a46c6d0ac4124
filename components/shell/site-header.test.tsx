import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

/**
 * The header as the server sends it, which is what works before the page's code runs and with
 * scripts off: every control there must act by itself.
 */
const router = {} as AppRouterInstance;
const html = renderToString(
  <AppRouterContext.Provider value={router}>
    <SiteHeader brandName="Isosceles Ridge" logoUrl="/logo.svg" />
  </AppRouterContext.Provider>,
);

/** The opening tag of the one element whose attributes match `pattern`. */
function tag(pattern: RegExp): string {
  const tags = [...html.matchAll(/<[a-z]+\b[^>]*>/g)].map((match) => match[0]);
  const found = tags.filter((candidate) => pattern.test(candidate));
  expect(found, String(pattern)).toHaveLength(1);
  return found[0]!;
}
// Case-insensitive, as HTML reads attribute names (React writes `popoverTarget`).
const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(element)?.[1];

describe('the header in the server HTML', () => {
  it('has a phone menu the browser opens itself: a popover and its toggle', () => {
    const toggle = tag(/data-testid="mobile-menu-toggle"/);
    const panelId = attribute(toggle, 'popovertarget');
    expect(panelId).toBeTruthy();
    expect(attribute(toggle, 'aria-controls')).toBe(panelId);
    const panel = tag(new RegExp(`\\sid="${panelId}"`));
    expect(attribute(panel, 'popover')).toBe('auto');
    // Not written before the page runs: the browser tells a popover toggle's state itself.
    expect(toggle).not.toContain('aria-expanded');
    expect(toggle).not.toContain('disabled');
  });

  it('has a search that is a GET form to the results page behind a popover toggle', () => {
    const form = tag(/role="search"/);
    expect(attribute(form, 'action')).toBe('/search');
    expect(attribute(form, 'method')).toBe('get');
    expect(attribute(form, 'popover')).toBe('auto');
    expect(tag(/type="search"/)).toContain('name="q"');
    const toggle = tag(new RegExp(`popovertarget="${attribute(form, 'id')}"`, 'i'));
    expect(toggle).not.toContain('aria-expanded');
  });

  it('has a cart button and a Log in that are links to their pages until the page runs', () => {
    const cart = tag(/data-testid="cart-button"/);
    expect(cart).toMatch(/^<a\b/);
    expect(attribute(cart, 'href')).toBe('/cart');
    expect(cart).not.toContain('role=');
    expect(cart).not.toContain('aria-expanded');
    const login = tag(/data-testid="login-button"/);
    expect(login).toMatch(/^<a\b/);
    expect(attribute(login, 'href')).toBe('/profile/login');
    expect(login).not.toContain('role=');
  });

  it('renders no control disabled', () => {
    expect(html).not.toMatch(/\sdisabled=""/);
  });
});
