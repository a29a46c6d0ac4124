import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HeaderRule } from '../../lib/http/static-headers';

/**
 * `next start` does not call next.config's `headers()`: it reads the rules `next build` wrote into
 * the build's routes manifest. The values of ours follow settings (the tag manager's host, the
 * commerce widget's, production's HSTS), and one build may be served with other settings than it
 * was made with (a stage and a production server from one build, or the browser tests' second
 * servers). So when the server starts, next.config.ts puts this server's values into the
 * manifest, before Next reads it. Only the headers change (production adds HSTS): the rules'
 * sources and conditions are the build's, and a manifest whose rules are not ours (another
 * version of the code) is left alone.
 *
 * Returns what it did, for the caller to report.
 */
export function refreshBuiltHeaders(
  distDir: string,
  rules: readonly HeaderRule[],
): 'unchanged' | 'updated' | 'no build' | 'other rules' {
  const file = path.join(distDir, 'routes-manifest.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return 'no build';
  }
  const manifest = JSON.parse(text) as { headers?: ManifestHeaderRule[] };
  const built = manifest.headers ?? [];
  if (!sameShape(built, rules)) return 'other rules';
  if (built.every((rule, index) => sameHeaders(rule.headers, rules[index]!.headers))) {
    return 'unchanged';
  }
  manifest.headers = built.map((rule, index) => ({ ...rule, headers: rules[index]!.headers }));
  // Whole or not at all: another server starting at the same moment reads either file entire.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, JSON.stringify(manifest));
  renameSync(draft, file);
  return 'updated';
}

/**
 * The stylesheets every page of the build in `distDir` links: those of its not-found page, which
 * renders the root layout and nothing of a route's own. [] when there is no build (or no page).
 */
export function builtStylesheets(distDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(distDir, 'server/app/_not-found.html'), 'utf8');
  } catch {
    return [];
  }
  const links = html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g);
  return [...links].flatMap(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.slice(1) ?? []);
}

type ManifestHeaderRule = Pick<HeaderRule, 'source' | 'has' | 'missing' | 'headers'>;

function sameShape(built: readonly ManifestHeaderRule[], rules: readonly HeaderRule[]): boolean {
  return (
    built.length === rules.length &&
    built.every(
      (rule, index) =>
        rule.source === rules[index]!.source &&
        JSON.stringify([rule.has, rule.missing]) ===
          JSON.stringify([rules[index]!.has, rules[index]!.missing]),
    )
  );
}

function sameHeaders(a: HeaderRule['headers'], b: HeaderRule['headers']): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
