import { describe, expect, it } from 'vitest';

import { errorLogLine } from './error-log';

const CART = '62f472ff-d4b1-424a-8256-37c8757e9ded';
const EMAIL = 'ada@example.com';

describe('errorLogLine', () => {
  it('is one JSON line with time, level, trace id, route and message, and no id or e-mail', () => {
    const error = new Error(`GET cart/${CART} answered 503 for ${EMAIL}`);
    const line = errorLogLine(
      error,
      { section: 'commerce', route: '/cart', trace_id: 'a'.repeat(32) },
      { call: `GET cart/${CART}`, cartId: CART, attempts: 2 },
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(line).not.toContain('\n');
    expect(line).not.toContain(CART);
    expect(line).not.toContain(EMAIL);
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      time: '2026-11-25T12:00:00.000Z',
      level: 'error',
      trace_id: 'a'.repeat(32),
      route: '/cart',
      section: 'commerce',
      message: 'GET cart/{id} answered 503 for [email]',
      error_type: 'Error',
      extra: { call: 'GET cart/{id}', attempts: 2 },
    });
  });

  it('says null for what nobody knows, and takes a thrown string', () => {
    expect(JSON.parse(errorLogLine('text failure', {}, undefined))).toMatchObject({
      trace_id: null,
      route: null,
      message: 'text failure',
      error_type: 'string',
    });
  });
});
