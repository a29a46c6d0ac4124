import { describe, expect, it } from 'vitest';
import {
  ACTION_BODY_LIMIT_BYTES,
  actionCallRefusal,
  isPlainReplyText,
  isSameOrigin,
} from './action-request';

describe('server action bodies (a malformed one is a 400, never a 500)', () => {
  it.each([
    '[]',
    '[{"email":"a@b.test","password":"x"}]',
    '["$$dollar","$undefined",1,null,true,{"a":["b"]}]',
    '["$D2026-01-01T00:00:00.000Z","$n12","$-0","$NaN","$Infinity"]',
  ])('passes what our pages send: %s', (body) => expect(isPlainReplyText(body)).toBe(true));

  it.each([
    '',
    '{',
    'null',
    '{"0":"$K1"}',
    '["$F1"]',
    '["$Q1"]',
    '["$@1"]',
    '["$nabc"]',
    '[' + '['.repeat(100) + ']'.repeat(100) + ']',
  ])('refuses what the decoder would choke on: %s', (body) =>
    expect(isPlainReplyText(body)).toBe(false),
  );

  it('refuses broken multipart and passes real FormData', async () => {
    const broken = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: 'xxxx',
    });
    expect(await actionCallRefusal(broken)).toMatchObject({ status: 400 });
    const form = new FormData();
    form.set('0', '[{"email":"a@b.test"}]');
    expect(
      await actionCallRefusal(new Request('http://x/', { method: 'POST', body: form })),
    ).toBeUndefined();
  });
});

const ORIGIN = { host: 'shop.example', origin: 'https://shop.example' };
const call = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.example/', {
    method: 'POST',
    headers: { 'next-action': 'a'.repeat(42), ...ORIGIN, ...headers },
    body,
    // A ReadableStream body (chunked, no Content-Length) needs this in Node's fetch.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

function streamOf(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

describe('action calls the framework would answer with a 500', () => {
  it.each([
    ['1 MB and a byte, declared', () => call('x'.repeat(ACTION_BODY_LIMIT_BYTES + 1))],
    ['5 MB, declared', () => call('x'.repeat(5 * 1024 * 1024))],
    ['5 MB, chunked (no Content-Length)', () => call(streamOf(5 * 1024 * 1024))],
    ['a Content-Length that is not a number', () => call('[]', { 'content-length': 'abc' })],
    [
      'a Content-Length of 5 MB (refused before reading)',
      () => call('[]', { 'content-length': String(5 * 1024 * 1024) }),
    ],
  ])('%s: 413', async (_, request) => {
    expect(await actionCallRefusal(request())).toEqual({
      status: 413,
      message: 'Request too large: the form data exceeds 1 MB.',
    });
  });

  it('an endless chunked body read from a clone, as the proxy does, is refused at once', async () => {
    const endless = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024)),
    });
    expect(await actionCallRefusal(call(endless).clone())).toMatchObject({ status: 413 });
  });

  it('a plain body just under the limit passes the size check', async () => {
    const body = `["${' '.repeat(ACTION_BODY_LIMIT_BYTES - 10)}"]`;
    expect(await actionCallRefusal(call(body))).toBeUndefined();
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port', { origin: 'https://shop.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['an unreadable origin', { origin: '%%%' }],
    ['a forwarded host that is not the origin', { 'x-forwarded-host': 'other.example' }],
  ])('an Origin of %s: 403', async (_, headers) => {
    expect(await actionCallRefusal(call('[]', headers))).toEqual({
      status: 403,
      message: 'Forbidden: this form can only be sent from this site.',
    });
  });

  it.each([
    [{ origin: 'https://shop.example' }, true],
    [{ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example, proxy.internal' }, true],
    [{}, true],
    [{ origin: 'https://evil.example' }, false],
  ])('isSameOrigin(%j) is %s', (extra, expected) => {
    const headers = new Headers({ host: 'shop.example', ...extra });
    if (!('origin' in extra)) headers.delete('origin');
    expect(isSameOrigin(headers)).toBe(expected);
  });

  it.each([
    ['a root that references a missing part', { '0': '["$K1"]' }],
    ['a root that references an outlined model', { '0': '["$1"]', '1': '{}' }],
    ['a root that references a blob', { '0': '["$B1"]' }],
    ['no root part', { '1': '[]' }],
    ['a root that is not JSON', { '0': '[' }],
  ])('multipart with %s: 400', async (_, parts) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts)) form.set(name, value);
    expect(await actionCallRefusal(call(form))).toMatchObject({ status: 400 });
  });

  it('a text body that is not UTF-8: 400', async () => {
    expect(await actionCallRefusal(call(new Uint8Array([0x5b, 0xff, 0x5d])))).toMatchObject({
      status: 400,
    });
  });
});
