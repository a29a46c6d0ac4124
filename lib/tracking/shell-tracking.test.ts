import { describe, expect, it } from 'vitest';
import type { TrackingSettings } from './tag-manager';
import { parseTrackingSettings, publicTrackingSettings } from './shell-tracking';

const base: TrackingSettings = {
  appEnv: 'production',
  gtmHost: 'https://www.googletagmanager.com',
  gtmContainerId: 'GTM-ABC123',
  commerceMode: 'local',
};

describe('publicTrackingSettings', () => {
  it.each([
    ['production with a container', base, true],
    ['stage with a container', { ...base, appEnv: 'stage' }, true],
    ['local with a container', { ...base, appEnv: 'local' }, false],
    ['production without a container', { ...base, gtmContainerId: undefined }, false],
    [
      'production commerce (widget) without a container',
      { ...base, gtmContainerId: undefined, commerceMode: 'production' as const },
      true,
    ],
  ])('%s', (_name, settings, sent) => {
    expect(publicTrackingSettings(settings)).toEqual(sent ? settings : null);
  });
});

const widget = {
  scriptUrl: 'https://cdn.commerce7.com/v2/commerce7.js',
  stylesheetUrl: 'https://cdn.commerce7.com/v2/commerce7.css',
  tenant: 'some-winery',
};
const live = { ...base, commerceMode: 'production' as const, commerceWidget: widget };

describe('parseTrackingSettings', () => {
  it("takes the commerce widget's script, stylesheet and tenant", () => {
    expect(parseTrackingSettings(live)).toEqual(live);
  });

  it('takes a well-formed answer, keeping only the settings', () => {
    expect(parseTrackingSettings(base)).toEqual(base);
    expect(parseTrackingSettings({ ...base, extra: 'x' })).toEqual(base);
    const { gtmContainerId: _unset, ...withoutContainer } = base;
    expect(parseTrackingSettings(withoutContainer)).toEqual({
      ...base,
      gtmContainerId: undefined,
    });
  });

  it.each([
    ['null', null],
    ['a string', 'GTM-1'],
    ['an array', [base]],
    ['a host that is not a URL', { ...base, gtmHost: 'not a url' }],
    ['a host over 200 characters', { ...base, gtmHost: `https://${'a'.repeat(200)}.com` }],
    ['a container with markup', { ...base, gtmContainerId: 'x"><script>' }],
    ['a null container', { ...base, gtmContainerId: null }],
    ['an environment over 40 characters', { ...base, appEnv: 'a'.repeat(41) }],
    ['an unknown commerce mode', { ...base, commerceMode: 'staging' }],
    ['no commerce mode', { ...base, commerceMode: undefined }],
    ['a widget that is not an object', { ...live, commerceWidget: 'x' }],
    [
      'a widget script that is not a URL',
      { ...live, commerceWidget: { ...widget, scriptUrl: 'x' } },
    ],
    ['a widget without a stylesheet', { ...live, commerceWidget: { ...widget, stylesheetUrl: 1 } }],
    ['a tenant with markup', { ...live, commerceWidget: { ...widget, tenant: 'a"><b' } }],
    ['an empty tenant', { ...live, commerceWidget: { ...widget, tenant: '' } }],
  ])('refuses %s', (_name, body) => {
    expect(parseTrackingSettings(body)).toBeNull();
  });
});
