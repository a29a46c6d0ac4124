import { describe, expect, it } from 'vitest';
import {
  commerceWidgetSources,
  contentSecurityPolicy,
  securityHeaders,
  type SecurityContext,
} from './security-headers';

const LOCAL: SecurityContext = {
  appEnv: 'local',
  devServer: false,
  builderEditor: false,
};

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security headers', () => {
  it('every response: nosniff, referrer, permissions, no framing', () => {
    const headers = securityHeaders(LOCAL);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(directive(headers['Content-Security-Policy'] ?? '', 'frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it.each([
    ['local', false],
    ['development', false],
    ['stage', false],
    ['production', true],
  ])('HSTS and upgrade-insecure-requests in %s: %s', (appEnv, present) => {
    const headers = securityHeaders({ ...LOCAL, appEnv });
    expect('Strict-Transport-Security' in headers).toBe(present);
    expect(headers['Content-Security-Policy']?.includes('upgrade-insecure-requests')).toBe(present);
  });

  it('no outside script host unless this document loads it', () => {
    const policy = contentSecurityPolicy(LOCAL);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it('the tag manager host only when it may load', () => {
    const policy = contentSecurityPolicy({
      ...LOCAL,
      appEnv: 'production',
      tagManagerOrigin: 'https://tags.example.com',
    });
    expect(directive(policy, 'script-src')).toContain('https://tags.example.com');
    expect(directive(policy, 'connect-src')).toContain('https://tags.example.com');
  });

  it("Builder's editor may frame the page and run its SDK only in draft mode", () => {
    const draft = securityHeaders({ ...LOCAL, builderEditor: true });
    const policy = draft['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'frame-ancestors')).toEqual([
      "'self'",
      'https://builder.io',
      'https://*.builder.io',
    ]);
    expect(directive(policy, 'script-src')).toContain('https://cdn.builder.io');
    expect('X-Frame-Options' in draft).toBe(false);
    expect(directive(contentSecurityPolicy(LOCAL), 'script-src')).not.toContain(
      'https://cdn.builder.io',
    );
  });

  const WIDGET = { origin: 'https://cdn.commerce7.com', apiOrigin: 'https://api.commerce7.com' };

  it.each([
    // directive, sources with the widget
    ['script-src', ['https://cdn.commerce7.com']],
    ['style-src', ['https://cdn.commerce7.com']],
    ['img-src', ['https://cdn.commerce7.com']],
    ['font-src', ['https://cdn.commerce7.com']],
    ['connect-src', ['https://cdn.commerce7.com', 'https://api.commerce7.com']],
  ])("the commerce widget's hosts in %s only where it loads", (name, sources) => {
    const withWidget = directive(contentSecurityPolicy({ ...LOCAL, commerceWidget: WIDGET }), name);
    const without = directive(contentSecurityPolicy(LOCAL), name);
    expect(withWidget).toEqual([...without, ...sources]);
    expect(without.join(' ')).not.toContain('commerce7');
  });

  it("'unsafe-eval' only for the dev server and the editor", () => {
    expect(directive(contentSecurityPolicy(LOCAL), 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ ...LOCAL, devServer: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  const live = {
    mode: 'production' as const,
    baseUrl: 'https://api.commerce7.com/v1',
    widget: { scriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js' },
  };

  it.each([
    // commerce mode, page, widget hosts allowed
    ['production', '/checkout', true],
    ['production', '/checkout/', true],
    ['production', '/club/4-bottle-red-wines', true],
    ['production', '/profile', true],
    ['production', '/profile/', true],
    ['production', '/profile/order-receipt/9', false],
    ['production', '/profile/club-membership/receipt', false],
    ['production', '/', false],
    ['production', '/cart', false],
    ['production', '/collection/all', false],
    ['production', '/product/apex-cabernet-sauvignon-2022', false],
    ['production', '/profile/login', false],
    ['production', '/clubhouse', false],
    ['production', '/checkouts-explained', false],
    ['local', '/checkout', false],
    ['local', '/club/4-bottle-red-wines', false],
  ] as const)('%s commerce, %s: widget hosts %s', (mode, pathname, allowed) => {
    expect(commerceWidgetSources({ ...live, mode }, pathname)).toEqual(
      allowed
        ? { origin: 'https://cdn.commerce7.com', apiOrigin: 'https://api.commerce7.com' }
        : undefined,
    );
  });

  it("takes the widget's origin from its URL setting (a stand-in on loopback)", () => {
    const standIn = {
      ...live,
      baseUrl: 'http://127.0.0.1:4199/v1',
      widget: { scriptUrl: 'http://127.0.0.1:4199/widget/commerce7.js' },
    };
    expect(commerceWidgetSources(standIn, '/checkout')).toEqual({
      origin: 'http://127.0.0.1:4199',
      apiOrigin: 'http://127.0.0.1:4199',
    });
  });
});
