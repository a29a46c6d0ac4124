/**
 * The draft-mode preview secret. `PREVIEW_SECRET` wins when set. Otherwise, in `local` and
 * `development` only, a random secret is made on first start and kept in the data folder beside
 * the embedded commerce data (`.data/preview-secret` by default), so an editor on embedded
 * defaults can open previews; `npm run preview-secret` prints it. In `stage` and `production`
 * nothing is ever created: without PREVIEW_SECRET previews are refused there.
 *
 * Pure apart from the file system (no server-only), so the CLI and instrumentation can use it.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../config/settings';

type PreviewSecret =
  | { source: 'env'; secret: string }
  | { source: 'file'; secret: string; file: string; created: boolean };

type SecretSettings = Pick<Settings, 'appEnv'> & {
  content: Pick<Settings['content'], 'previewSecret'>;
  localCommerce: Pick<Settings['localCommerce'], 'dataDir'>;
};

/** Environments where a secret may be generated: never where real visitors are. */
function mayGenerateSecret(appEnv: Settings['appEnv']): boolean {
  return appEnv === 'local' || appEnv === 'development';
}

/** `.data/commerce` -> `.data/preview-secret`: the data folder holding the embedded service's data. */
export function previewSecretFile(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'preview-secret');
}

function readSecret(file: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 16 ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The secret the preview route accepts, creating the local one when missing. Several processes
 * (the build's prerender workers, the server) race on a fresh checkout. A file written in place
 * is empty for a moment, and a racer that read it then failed to start (seen in CI). So the
 * secret is written whole to a private file first and linked into place, which succeeds for one
 * racer only; the others read the winner's complete secret. A leftover too short to be a secret
 * is replaced.
 */
export function ensurePreviewSecret(settings: SecretSettings): PreviewSecret | undefined {
  const fromEnv = settings.content.previewSecret;
  if (fromEnv) return { source: 'env', secret: fromEnv };
  if (!mayGenerateSecret(settings.appEnv)) return undefined;
  const file = previewSecretFile(settings.localCommerce.dataDir);
  const existing = readSecret(file);
  if (existing) return { source: 'file', secret: existing, file, created: false };
  const secret = randomBytes(24).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return { source: 'file', secret, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readSecret(file);
    if (winner) return { source: 'file', secret: winner, file, created: false };
    renameSync(draft, file);
    const kept = readSecret(file) ?? secret;
    return { source: 'file', secret: kept, file, created: kept === secret };
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The one log line that tells the editor the new secret (printed once, when it is created). */
export function previewSecretAnnouncement(secret: PreviewSecret, webUrl: string): string | undefined {
  if (secret.source !== 'file' || !secret.created) return undefined;
  return (
    `[preview] created the local preview secret in ${path.relative(process.cwd(), secret.file)}: ${secret.secret}\n` +
    `[preview] open a draft with ${webUrl}/api/preview?secret=${secret.secret}&path=/ (npm run preview-secret prints it again)`
  );
}
