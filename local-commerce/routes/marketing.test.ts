import { describe, expect, it } from 'vitest';
import { LOCAL_MARKETING_API_KEY } from '../../lib/constants';
import { serviceForThisFile } from '@/tests/support/local-commerce-service';

const service = serviceForThisFile();
const { api } = service;

/** Posts as the site's forms do: X-API-KEY and JSON, no tenant. */
async function postWithKey(path: string, body: unknown, key = LOCAL_MARKETING_API_KEY) {
  const response = await fetch(`${service.running.service.url}/${path}`, {
    method: 'POST',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface Listed {
  submissions: { id: string; kind: string; payload: Record<string, unknown>; createdAt: string }[];
}

describe('embedded marketing service', () => {
  it('stores a newsletter sign-up sent with the API key and lists it newest first', async () => {
    const email = `news-${Date.now()}@example.com`;
    const first = await postWithKey('marketing/newsletter', {
      email,
      'email-opt-in': true,
      legal: true,
      consent: true,
    });
    expect(first.status).toBe(201);
    const second = await postWithKey('marketing/contact', {
      form_id: 'contact-form',
      fields: { first_name: 'Ana' },
      consent: true,
    });
    expect(second.status).toBe(201);
    const listed = await api.get<Listed>('marketing/submission');
    expect(listed.status).toBe(200);
    const [newest, next] = listed.body.submissions;
    expect(newest).toMatchObject({ id: second.body.id, kind: 'contact' });
    expect(next).toMatchObject({
      id: first.body.id,
      kind: 'newsletter',
      payload: { email, 'email-opt-in': true, legal: true, consent: true },
    });
    expect(Date.parse(next?.createdAt ?? '')).not.toBeNaN();
  });

  it.each([
    [
      'marketing/newsletter',
      { email: 'not-an-email', consent: true },
      'email: Invalid email address',
    ],
    ['marketing/newsletter', { email: 'a@example.com' }, 'consent is required'],
    ['marketing/email-welcome', { consent: true }, 'email is required'],
    [
      'marketing/sms-welcome',
      { phone_number: '2125552368', consent: true },
      'phone_number: phone_number must be in E.164 form (+12125552368)',
    ],
    ['marketing/contact', { fields: {} }, 'form_id is required'],
  ])('refuses a malformed body on %s (422)', async (path, body, message) => {
    const reply = await postWithKey(path, body);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
  });

  it('answers 409 for a phone number that is already subscribed', async () => {
    const phone = `+1805${String(Date.now()).slice(-7)}`;
    const body = { phone_number: phone, email: 'sms@example.com', consent: true };
    expect((await postWithKey('marketing/sms-welcome', body)).status).toBe(201);
    const again = await postWithKey('marketing/sms-welcome', body);
    expect(again.status).toBe(409);
    expect(again.body.type).toBe('conflict');
  });

  it('refuses a wrong API key and a request with neither key nor tenant', async () => {
    expect(
      (await postWithKey('marketing/newsletter', { email: 'a@b.co', consent: true }, 'nope'))
        .status,
    ).toBe(401);
    const anonymous = await api.post(
      'marketing/newsletter',
      { email: 'a@b.co', consent: true },
      { tenant: null },
    );
    expect(anonymous.status).toBe(400);
  });
});
