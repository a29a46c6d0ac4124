import { describe, expect, it } from 'vitest';
import {
  commerceWidgetFor,
  needsFullLoad,
  tagManagerUrl,
  trackingRequestFrom,
  type TrackingSettings,
} from './tag-manager';

const settings: TrackingSettings = {
  appEnv: 'production',
  gtmHost: 'https://tags.example.com',
  gtmContainerId: 'GTM-ABC1',
  commerceMode: 'production',
};
const request = (url: string, cookies: string[] = []) =>
  trackingRequestFrom(new URL(url, 'https://shop.example.com'), (name) => cookies.includes(name));

describe('tag manager decision', () => {
  it.each([
    [
      'production, a shop page',
      settings,
      request('/product/x'),
      'https://tags.example.com/gtm.js?id=GTM-ABC1',
    ],
    [
      'stage',
      { ...settings, appEnv: 'stage' },
      request('/'),
      'https://tags.example.com/gtm.js?id=GTM-ABC1',
    ],
    ['local environment', { ...settings, appEnv: 'local' }, request('/'), undefined],
    ['development environment', { ...settings, appEnv: 'development' }, request('/'), undefined],
    ['no container', { ...settings, gtmContainerId: undefined }, request('/'), undefined],
    ['gtm=false in the query', settings, request('/?gtm=false'), undefined],
    [
      'gtm=true in the query',
      settings,
      request('/?gtm=true'),
      'https://tags.example.com/gtm.js?id=GTM-ABC1',
    ],
    ['builder preview', settings, request('/?builder.preview=page'), undefined],
    ['builder editing', settings, request('/?__builder_editing__=true'), undefined],
    ['draft mode cookie', settings, request('/', ['__prerender_bypass']), undefined],
    ['disableGTM cookie', settings, request('/', ['disableGTM']), undefined],
    ['checkout', settings, request('/checkout'), undefined],
    ['profile', settings, request('/profile'), undefined],
    [
      'order receipt',
      settings,
      request('/profile/order-receipt/9'),
      'https://tags.example.com/gtm.js?id=GTM-ABC1',
    ],
  ])('%s', (_name, given, req, expected) => {
    expect(tagManagerUrl(given, req)).toBe(expected);
  });
});

const WIDGET = {
  scriptUrl: 'https://widget.example.com/v2/commerce7.js',
  stylesheetUrl: 'https://widget.example.com/v2/commerce7.css',
  tenant: 'some-winery',
};

describe('commerce widget', () => {
  it.each([
    ['production', '/checkout', true],
    ['production', '/club/12-bottle-isosceles-only', true],
    ['production', '/profile', true],
    ['production', '/profile/order-receipt/9', false],
    ['production', '/profile/login', false],
    ['production', '/product/x', false],
    ['production', '/', false],
    ['local', '/checkout', false],
    ['local', '/club/4-bottle-red-wines', false],
  ] as const)('%s commerce on %s -> %s', (commerceMode, path, expected) => {
    const widget = commerceWidgetFor({ commerceMode, commerceWidget: WIDGET }, path);
    expect(widget).toEqual(expected ? WIDGET : undefined);
  });

  it.each([
    // mode, page the document was loaded for, page navigated to, full load
    ['production', '/', '/checkout', true],
    ['production', '/cart', '/checkout', true],
    ['production', '/checkout', '/', true],
    ['production', '/club/4-bottle-red-wines', '/product/x', true],
    ['production', '/', '/collection/all', false],
    ['production', '/club/a', '/club/b', true],
    ['production', '/checkout', '/checkout', false],
    ['production', '/checkout', '/profile/order-receipt/9', true],
    ['production', '/checkout', '/profile', true],
    ['production', '/profile/login', '/profile/forgot-password', false],
    ['local', '/', '/checkout', false],
  ] as const)('%s: from %s to %s, full load %s', (commerceMode, from, to, expected) => {
    expect(needsFullLoad({ commerceMode }, from, to)).toBe(expected);
  });
});
