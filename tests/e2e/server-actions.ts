import { readFileSync } from 'node:fs';

/** A server action's id in this build (`npm run build`'s manifest), by its exported name. */
export function actionId(name: string): string {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as { node: Record<string, { exportedName?: string; filename?: string }> };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.exportedName === name && entry.filename?.includes('server/actions'),
  );
  if (!found) throw new Error(`no action ${name} in the build`);
  return found[0];
}
