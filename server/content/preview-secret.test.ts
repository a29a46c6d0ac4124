import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../config/settings';
import { ensurePreviewSecret, previewSecretAnnouncement, previewSecretFile } from './preview-secret';

const folders: string[] = [];
function dataDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'preview-secret-'));
  folders.push(root);
  return path.join(root, 'commerce');
}
const settings = (appEnv: AppEnv, dir: string, previewSecret?: string) => ({
  appEnv,
  content: { previewSecret },
  localCommerce: { dataDir: dir },
});

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('preview secret', () => {
  it.each<AppEnv>(['production', 'stage'])('is never created in %s', (appEnv) => {
    const dir = dataDir();
    expect(ensurePreviewSecret(settings(appEnv, dir))).toBeUndefined();
    expect(existsSync(previewSecretFile(dir))).toBe(false);
  });

  it.each<AppEnv>(['local', 'development'])(
    'is made once in %s, kept beside the commerce data and reused',
    (appEnv) => {
      const dir = dataDir();
      const first = ensurePreviewSecret(settings(appEnv, dir));
      expect(first).toMatchObject({ source: 'file', created: true });
      expect(first?.secret).toMatch(/^[\w-]{32}$/);
      const file = path.join(path.dirname(dir), 'preview-secret');
      expect(readFileSync(file, 'utf8').trim()).toBe(first?.secret);
      const again = ensurePreviewSecret(settings(appEnv, dir));
      expect(again).toEqual({ ...first, created: false });
    },
  );

  it('is random, never a fixed value', () => {
    const a = ensurePreviewSecret(settings('local', dataDir()));
    const b = ensurePreviewSecret(settings('local', dataDir()));
    expect(a?.secret).not.toBe(b?.secret);
  });

  it.each<AppEnv>(['local', 'development', 'stage', 'production'])(
    'PREVIEW_SECRET wins in %s and no file is written',
    (appEnv) => {
      const dir = dataDir();
      expect(ensurePreviewSecret(settings(appEnv, dir, 'from-env'))).toEqual({
        source: 'env',
        secret: 'from-env',
      });
      expect(existsSync(previewSecretFile(dir))).toBe(false);
    },
  );

  it('is announced only when it was just created', () => {
    const dir = dataDir();
    const created = ensurePreviewSecret(settings('local', dir));
    const line = created && previewSecretAnnouncement(created, 'http://localhost:3000');
    expect(line).toContain(created?.secret);
    const reused = ensurePreviewSecret(settings('local', dir));
    expect(reused && previewSecretAnnouncement(reused, 'http://localhost:3000')).toBeUndefined();
    expect(
      previewSecretAnnouncement({ source: 'env', secret: 'x' }, 'http://localhost:3000'),
    ).toBeUndefined();
  });

  it('replaces a leftover too short to be a secret', () => {
    const dir = dataDir();
    writeFileSync(previewSecretFile(dir), '');
    const made = ensurePreviewSecret(settings('local', dir));
    expect(made).toMatchObject({ source: 'file', created: true });
    expect(readFileSync(previewSecretFile(dir), 'utf8').trim()).toBe(made?.secret);
  });

  // A fresh checkout's build starts several prerender workers at once: every one must start, and
  // all must agree on one secret (CI once failed here: a racer read the file while it was empty).
  it('gives racing processes one secret, created by exactly one of them', async () => {
    const dir = dataDir();
    const modulePath = path.resolve(import.meta.dirname, 'preview-secret.ts');
    const startAt = Date.now() + 1500;
    const script = `
      import { ensurePreviewSecret } from ${JSON.stringify(modulePath)};
      while (Date.now() < ${startAt});
      const made = ensurePreviewSecret({ appEnv: 'local', content: {}, localCommerce: { dataDir: ${JSON.stringify(dir)} } });
      console.log(JSON.stringify(made));`;
    const run = promisify(execFile);
    const racers = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]),
      ),
    );
    const made = racers.map(({ stdout }) => JSON.parse(stdout) as { secret: string; created: boolean });
    expect(new Set(made.map((m) => m.secret)).size).toBe(1);
    expect(made.filter((m) => m.created)).toHaveLength(1);
    expect(readFileSync(previewSecretFile(dir), 'utf8').trim()).toBe(made[0]?.secret);
    expect(readdirSync(path.dirname(dir))).toEqual(['preview-secret']);
  }, 20_000);
});
