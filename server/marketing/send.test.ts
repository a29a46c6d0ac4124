import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendToMarketingService } from './send';

afterEach(() => vi.unstubAllGlobals());

describe('sendToMarketingService', () => {
  it.each([
    [{ endpoint: undefined, apiKey: 'key' }],
    [{ endpoint: 'https://m.example.com', apiKey: undefined }],
  ])('counts a missing endpoint or key as a failure and sends nothing (%o)', async (target) => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await sendToMarketingService(target, { email: 'a@b.co' }, 'test')).toEqual({
      ok: false,
      reason: 'unconfigured',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('posts JSON with X-API-KEY and answers by status only', async () => {
    const fetchSpy = vi.fn(async () => new Response('not json at all', { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    const result = await sendToMarketingService(
      { endpoint: 'https://m.example.com/news', apiKey: 'key-1' },
      { email: 'a@b.co', consent: true },
      'test',
    );
    expect(result).toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledWith(
      'https://m.example.com/news',
      expect.objectContaining({
        method: 'POST',
        headers: { 'X-API-KEY': 'key-1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.co', consent: true }),
      }),
    );
  });

  it('passes a 409 on and counts network errors as failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 409 })),
    );
    const target = { endpoint: 'https://m.example.com/sms', apiKey: 'k' };
    expect(await sendToMarketingService(target, {}, 'test')).toEqual({
      ok: false,
      reason: 'status',
      status: 409,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await sendToMarketingService(target, {}, 'test')).toEqual({
      ok: false,
      reason: 'network',
    });
  });
});
