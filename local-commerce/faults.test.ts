import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCommerce, type LocalCommerce } from './server';

describe('test-only fault switch', () => {
  let on: LocalCommerce;
  let off: LocalCommerce;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      startLocalCommerce({
        port: 0,
        dataDir: 'memory://',
        tenant: 't',
        faults: true,
        log: () => {},
      }),
      startLocalCommerce({ port: 0, dataDir: 'memory://', tenant: 't', log: () => {} }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });
  const root = (service: LocalCommerce) => service.url.replace(/\/v1$/, '');
  const get = (service: LocalCommerce, path: string) =>
    fetch(`${service.url}/${path}`, { headers: { tenant: 't' } });

  it('is unreachable unless enabled', async () => {
    const reply = await fetch(`${root(off)}/__faults`, { method: 'POST', body: '{"path":"x"}' });
    expect(reply.status).toBe(404);
  });

  it('answers the armed status the given number of times, then works again, and counts requests', async () => {
    await fetch(`${root(on)}/__faults`, { method: 'DELETE' });
    const armed = await fetch(`${root(on)}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ method: 'GET', path: '^product/for-web$', status: 500, times: 1 }),
    });
    expect(armed.status).toBe(201);
    expect((await get(on, 'product/for-web')).status).toBe(500);
    expect((await get(on, 'product/for-web')).status).toBe(200);
    const counts = (await (await fetch(`${root(on)}/__faults/requests`)).json()) as {
      total: number;
      byRoute: Record<string, number>;
    };
    expect(counts.total).toBe(2);
    expect(counts.byRoute['GET product/for-web']).toBe(2);
  });

  it('names its own process, so a test can pause it without a port-owner tool', async () => {
    const reply = await fetch(`${root(on)}/__faults/process`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ pid: process.pid });
  });

  it('`after` lets the work commit before the fault; `drop` closes the connection unanswered', async () => {
    await fetch(`${root(on)}/__faults`, { method: 'DELETE' });
    const armed = await fetch(`${root(on)}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ method: 'POST', path: '^cart$', after: true, drop: true }),
    });
    expect(armed.status).toBe(201);
    const lost = await fetch(`${on.url}/cart`, {
      method: 'POST',
      headers: { tenant: 't', 'Idempotency-Key': 'fault-after-drop' },
      body: JSON.stringify({ userAgent: 'fault-test', metaData: {} }),
    }).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(TypeError);
    // The cart was created all the same: the same key replays its stored reply.
    const replayed = await fetch(`${on.url}/cart`, {
      method: 'POST',
      headers: { tenant: 't', 'Idempotency-Key': 'fault-after-drop' },
      body: JSON.stringify({ userAgent: 'fault-test', metaData: {} }),
    });
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('refuses a fault that is not a valid regular expression', async () => {
    const reply = await fetch(`${root(on)}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '(' }),
    });
    expect(reply.status).toBe(422);
  });
});
