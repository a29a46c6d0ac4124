import { describe, expect, it } from 'vitest';
import { isPlainReplyText, isWellFormedActionCall } from './action-request';

describe('server action bodies (issue 11: malformed ones gave a 500)', () => {
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
    expect(await isWellFormedActionCall(broken)).toBe(false);
    const form = new FormData();
    form.set('email', 'a@b.test');
    expect(
      await isWellFormedActionCall(new Request('http://x/', { method: 'POST', body: form })),
    ).toBe(true);
  });
});
