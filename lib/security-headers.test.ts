import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, type SecurityContext } from './security-headers';

const LOCAL: SecurityContext = {
  appEnv: 'local',
  devServer: false,
  commerceWidget: false,
  builderEditor: false,
};

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security headers (issue 11)', () => {
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

  it("the commerce widget's hosts only in production commerce mode", () => {
    expect(
      directive(contentSecurityPolicy({ ...LOCAL, commerceWidget: true }), 'script-src'),
    ).toContain('https://cdn.commerce7.com');
  });

  it("'unsafe-eval' only for the dev server and the editor", () => {
    expect(directive(contentSecurityPolicy(LOCAL), 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(contentSecurityPolicy({ ...LOCAL, devServer: true }), 'script-src')).toContain(
      "'unsafe-eval'",
    );
  });
});
