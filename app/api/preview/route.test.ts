import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '@/server/config';

const draft = { enable: vi.fn(), disable: vi.fn() };
vi.mock('next/headers', () => ({ draftMode: async () => draft }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));
const root = mkdtempSync(path.join(tmpdir(), 'preview-route-'));
const settings = {
  appEnv: 'local' as AppEnv,
  content: { previewSecret: undefined as string | undefined },
  localCommerce: { dataDir: path.join(root, 'commerce') },
};
vi.mock('@/server/config', () => ({ getSettings: () => settings }));

const { GET } = await import('./route');
const { ensurePreviewSecret, previewSecretFile } = await import('@/server/content/preview-secret');

const call = async (query: string) => {
  try {
    return await GET(new NextRequest(`http://localhost/api/preview${query}`));
  } catch (error) {
    return error as Error & { to: string };
  }
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('GET /api/preview', () => {
  beforeEach(() => {
    draft.enable.mockClear();
    settings.appEnv = 'local';
    settings.content.previewSecret = undefined;
    rmSync(previewSecretFile(settings.localCommerce.dataDir), { force: true });
  });

  it('on embedded defaults accepts the generated secret and opens the path', async () => {
    const secret = ensurePreviewSecret(settings)?.secret;
    expect(await call(`?secret=${secret}&path=/blog/x`)).toMatchObject({ to: '/blog/x' });
    expect(draft.enable).toHaveBeenCalledOnce();
  });

  it('refuses a wrong secret and changes nothing', async () => {
    ensurePreviewSecret(settings);
    expect(((await call('?secret=guess&path=/')) as Response).status).toBe(401);
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it.each<AppEnv>(['stage', 'production'])(
    'in %s without PREVIEW_SECRET refuses and writes no secret',
    async (appEnv) => {
      settings.appEnv = appEnv;
      expect(((await call('?secret=anything&path=/')) as Response).status).toBe(401);
      expect(existsSync(previewSecretFile(settings.localCommerce.dataDir))).toBe(false);
      expect(draft.enable).not.toHaveBeenCalled();
    },
  );

  it('PREVIEW_SECRET wins over a generated one', async () => {
    const generated = ensurePreviewSecret(settings)?.secret;
    settings.content.previewSecret = 'from-env-secret';
    expect(((await call(`?secret=${generated}&path=/`)) as Response).status).toBe(401);
    expect(await call('?secret=from-env-secret&path=/faq')).toMatchObject({ to: '/faq' });
  });
});
