import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentGeneration } from './dev-reload';

const root = mkdtempSync(path.join(tmpdir(), 'content-watch-'));
mkdirSync(path.join(root, 'page'));
const file = path.join(root, 'page', 'home.json');
writeFileSync(file, '{}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Waits until a change bumps the generation. */
async function bumpedBy(change: () => void) {
  const before = contentGeneration([root], true);
  change();
  await expect
    .poll(() => contentGeneration([root], true), { timeout: 5_000 })
    .toBeGreaterThan(before);
}

describe('content generation (npm run dev)', () => {
  it('is always 0 outside development and watches nothing', () => {
    expect(contentGeneration([root], false)).toBe(0);
  });

  it('changes on every save of a content file, also when it is replaced', async () => {
    await bumpedBy(() => writeFileSync(file, '{"a":1}'));
    // Editors and `git checkout` write a new file and rename it over the old one: still seen.
    await bumpedBy(() => {
      writeFileSync(`${file}.tmp`, '{"a":2}');
      renameSync(`${file}.tmp`, file);
    });
    await bumpedBy(() => writeFileSync(file, '{"a":3}'));
  });

  it('sees a file in a model folder created after it started', async () => {
    await bumpedBy(() => mkdirSync(path.join(root, 'blog')));
    await bumpedBy(() => writeFileSync(path.join(root, 'blog', 'post.json'), '{}'));
  });
});
