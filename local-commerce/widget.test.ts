import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestService,
  TEST_TENANT,
  type TestService,
} from '@/tests/support/local-commerce-service';

let running: TestService;
let origin: string;

beforeAll(async () => {
  running = await startTestService();
  origin = new URL(running.service.url).origin;
});
afterAll(() => running.service.close());

describe("the stand-in for Commerce7's widget", () => {
  it.each([
    ['/widget/commerce7.js', 'text/javascript', 'c7-content'],
    ['/widget/commerce7.css', 'text/css', '#c7-content'],
  ])('serves %s as %s', async (path, type, text) => {
    const reply = await fetch(`${origin}${path}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain(type);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await reply.text()).toContain(text);
  });

  it.each([['/widget/other.js'], ['/widget/'], ['/widget/../server.ts']])(
    'answers 404 for %s',
    async (path) => {
      expect((await fetch(`${origin}${path}`)).status).toBe(404);
    },
  );

  it('reads its tenant, the cartId and customerToken cookies; no eval', async () => {
    const script = await (await fetch(`${origin}/widget/commerce7.js`)).text();
    expect(script).toContain("getAttribute('data-tenant')");
    expect(script).toContain("cookie('cartId')");
    expect(script).toContain("cookie('customerToken')");
    expect(script).not.toMatch(/\beval\(|new Function|innerHTML/);
  });
});

describe('reads from a page on another origin (the widget calls /v1 from the browser)', () => {
  it('answers the preflight of a read with the tenant and authorization headers', async () => {
    const reply = await fetch(`${running.service.url}/customer/self`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'tenant, authorization',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    expect(reply.headers.get('access-control-allow-methods')).toBe('GET');
    expect(reply.headers.get('access-control-allow-headers')).toBe('tenant, authorization');
  });

  it('lets a page read GET answers, errors included, and no write', async () => {
    const read = await fetch(`${running.service.url}/customer/self`, {
      headers: { tenant: TEST_TENANT },
    });
    expect(read.status).toBe(401);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    const write = await running.api.post('cart', {});
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
  });
});
