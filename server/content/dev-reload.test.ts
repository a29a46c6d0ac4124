import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentGeneration } from './dev-reload';

const root = mkdtempSync(path.join(tmpdir(), 'content-watch-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('content generation (npm run dev)', () => {
  it('is always 0 outside development and watches nothing', () => {
    expect(contentGeneration([root], false)).toBe(0);
  });

  it('changes when a content file changes, so the next reload reads it again', async () => {
    mkdirSync(path.join(root, 'page'));
    const before = contentGeneration([root], true);
    writeFileSync(path.join(root, 'page', 'home.json'), '{}');
    await expect
      .poll(() => contentGeneration([root], true), { timeout: 5_000 })
      .toBeGreaterThan(before);
  });
});
