/**
 * The browser and operating system names kl_active_on_site carries, read
 * from a user-agent string. Order matters: Edge and Opera also say Chrome, Chrome also says Safari,
 * iOS also says Mac OS X. Pure.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'Chrome OS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';

export function browserAndOs(userAgent: string): { browser: string; os: string } {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
