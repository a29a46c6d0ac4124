import { describe, expect, it } from 'vitest';
import { safeNextPath } from './account';
import { ageGateReturnPath, NO_SCRIPT_GATE_ID, noScriptGateStyle } from './age-gate';

describe('the age gate without scripts', () => {
  it.each([
    ['http://127.0.0.1:3100/product/apex?x=1', '/product/apex?x=1'],
    ['https://shop.example/visit/events', '/visit/events'],
    // Another site's page: its path on this site, never the other site.
    ['https://elsewhere.example/collection/all', '/collection/all'],
    ['http://127.0.0.1:3100//evil.example/', '/'],
    ['http://127.0.0.1:3100/profile/login', '/'],
    ['not a url', '/'],
    [null, '/'],
  ])('goes back from the Referer %s to %s', (referer, path) => {
    expect(ageGateReturnPath(referer, safeNextPath)).toBe(path);
  });

  it('hides the overlay for a confirmed visitor, and the page behind it for anyone else', () => {
    expect(noScriptGateStyle(true)).toBe(`#${NO_SCRIPT_GATE_ID}{display:none}`);
    expect(noScriptGateStyle(false)).toContain('visibility:hidden');
    expect(noScriptGateStyle(false)).not.toContain('display:none');
  });
});
