import { describe, expect, it } from 'vitest';
import type { TrackingSettings } from './tracking/tag-manager';
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

describe('parseTrackingSettings', () => {
  it('takes a well-formed answer and refuses anything else', () => {
    expect(parseTrackingSettings(base)).toEqual(base);
    expect(parseTrackingSettings(null)).toBeNull();
    expect(parseTrackingSettings({ ...base, gtmHost: 'not a url' })).toBeNull();
    expect(parseTrackingSettings({ ...base, gtmContainerId: 'x"><script>' })).toBeNull();
    expect(parseTrackingSettings('GTM-1')).toBeNull();
  });
});
