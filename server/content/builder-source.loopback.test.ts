import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuilderSource } from './builder-source';

/**
 * The Builder source with Builder's own SDK against a loopback stand-in of Builder's content API:
 * what each read asks for (the query sent), and that draft mode shows an entry's unpublished
 * changes, as Builder's preview does, while visitors get the published version.
 */
interface Seen {
  path: string;
  query: URLSearchParams;
}
const seen: Seen[] = [];
let server: Server;
let host = '';

const entry = (text: string, published = 'published') => ({
  id: 'visit-entry',
  name: 'Visit',
  published,
  modelId: 'page-model',
  query: [{ property: 'urlPath', operator: 'is', value: '/visit' }],
  data: { title: text, url: '/visit', blocks: [] },
});

/** The published version on the CDN (v3); the latest revision, unsaved changes in it, on preview (v2). */
let previewAnswer: (response: ServerResponse) => void;
function answer(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  seen.push({ path: url.pathname, query: url.searchParams });
  if (url.pathname.startsWith('/api/v3/content/')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ results: [entry('Visit us')] }));
    return;
  }
  if (url.pathname === '/api/v2/content/page/visit-entry') return previewAnswer(response);
  response.writeHead(404).end();
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  previewAnswer = (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(entry('Visit us - new hours (unpublished)')));
  };
});

const source = () => createBuilderSource('public-key', { apiHost: host, previewHost: host });

describe('Builder source against a stand-in of the content API', () => {
  it('a visitor gets the published entry, from the CDN cache (no cachebust, no drafts)', async () => {
    const found = await source().findEntry('page', '/visit', { includeDrafts: false });
    expect(found?.data.title).toBe('Visit us');
    expect(seen).toHaveLength(1);
    const [read] = seen;
    expect(read?.path).toBe('/api/v3/content/page');
    expect(read?.query.get('apiKey')).toBe('public-key');
    expect(JSON.parse(read?.query.get('userAttributes') ?? '{}')).toEqual({ urlPath: '/visit' });
    expect(read?.query.get('includeUnpublished')).toBe('false');
    expect(read?.query.has('cachebust')).toBe(false);
    expect(read?.query.has('preview')).toBe(false);
  });

  it('draft mode shows the unpublished changes of a published entry, as Builder previews it', async () => {
    const found = await source().findEntry('page', '/visit', { includeDrafts: true });
    expect(found?.data.title).toBe('Visit us - new hours (unpublished)');
    expect(seen.map((read) => read.path)).toEqual([
      '/api/v3/content/page',
      '/api/v2/content/page/visit-entry',
    ]);
    const [search, latest] = seen;
    expect(search?.query.get('includeUnpublished')).toBe('true');
    expect(search?.query.get('cachebust')).toBe('true');
    expect(Object.fromEntries(latest?.query ?? [])).toEqual({
      apiKey: 'public-key',
      preview: 'true',
      includeRefs: 'true',
      noTraverse: 'false',
      cachebust: 'true',
    });
  });

  it('draft mode falls back to the entry as found when the latest revision cannot be read', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    previewAnswer = (response) => response.writeHead(500).end('{}');
    const found = await source().findEntry('page', '/visit', { includeDrafts: true });
    expect(found?.data.title).toBe('Visit us');
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it('draft lists ask for unpublished entries past the CDN cache', async () => {
    const entries = await source().listEntries('page', { includeDrafts: true });
    expect(entries.map((item) => item.id)).toEqual(['visit-entry']);
    expect(seen[0]?.query.get('includeUnpublished')).toBe('true');
    expect(seen[0]?.query.get('cachebust')).toBe('true');
    expect(seen[0]?.query.get('limit')).toBe('100');
  });
});
