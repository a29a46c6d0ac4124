import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { setContentNow } from './targeting';
import { createLocalSource } from './local-source';

const root = mkdtempSync(path.join(tmpdir(), 'local-source-'));
const START = Date.UTC(2030, 3, 1);
const write = (name: string, entry: Record<string, unknown>) =>
  writeFileSync(path.join(root, 'blog', `${name}.json`), JSON.stringify(entry));

mkdirSync(path.join(root, 'blog'));
write('live', { id: 'live', name: 'Live', data: { url: '/blog/live' } });
write('draft', { id: 'draft', name: 'Draft', published: 'draft', data: { url: '/blog/draft' } });
write('scheduled', {
  id: 'scheduled',
  name: 'Scheduled',
  startDate: START,
  data: { url: '/blog/scheduled' },
});
write('ended', { id: 'ended', name: 'Ended', endDate: Date.UTC(2020, 0, 1), data: {} });
write('broken', { id: 'broken', data: {} });

afterEach(() => setContentNow(undefined));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const source = createLocalSource([root]);
const ids = async (includeDrafts: boolean) =>
  (await source.listEntries('blog', { includeDrafts })).map((entry) => entry.id).sort();

describe('embedded content source', () => {
  it('lists only published, live entries to visitors; drafts too in draft mode', async () => {
    expect(await ids(false)).toEqual(['live']);
    expect(await ids(true)).toEqual(['draft', 'live']);
  });

  it('a scheduled entry appears only once its start date passes', async () => {
    setContentNow(START - 60_000);
    expect(await source.findEntry('blog', '/blog/scheduled', { includeDrafts: false })).toBe(
      undefined,
    );
    setContentNow(START + 60_000);
    expect(await ids(false)).toEqual(['live', 'scheduled']);
    expect(
      (await source.findEntry('blog', '/blog/scheduled', { includeDrafts: false }))?.id,
    ).toBe('scheduled');
  });
});
