/** What readSettings throws: one error naming every invalid or missing setting. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment settings: ${problems.join('; ')}`);
    this.name = 'SettingsError';
  }
}

export class MissingSettingsError extends SettingsError {
  constructor(readonly missing: readonly string[]) {
    super([`missing required settings: ${missing.join(', ')}`]);
    this.name = 'MissingSettingsError';
  }
}
