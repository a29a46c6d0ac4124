import 'server-only';
import { readSettings, type Settings } from './settings';

export type { Settings, AppEnv } from './settings';
export { MissingSettingsError, SettingsError, showsErrorDetails } from './settings';

let settings: Settings | undefined;

/** The validated settings of this process, read from the environment on first use. */
export function getSettings(): Settings {
  settings ??= readSettings(process.env);
  return settings;
}

export function getCommerceSettings(): {
  baseUrl: string;
  tenant: string;
  appCredentials: Settings['commerce']['app'];
} {
  const { baseUrl, tenant, app } = getSettings().commerce;
  return { baseUrl, tenant, appCredentials: app };
}
