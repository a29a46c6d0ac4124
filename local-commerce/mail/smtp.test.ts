import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, TEST_ADDRESS, TEST_CARD, uniqueEmail } from '../test-support';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { buildMessage } from './mime';
import { dotStuff, parseSmtpUrl, sendSmtp, SmtpError } from './smtp';

let fake: FakeSmtp;
beforeAll(async () => {
  fake = await startFakeSmtp();
});
afterAll(() => fake.close());

/** The decoded text of the message's first base64 part of this type. */
function partText(data: string, type: string): string {
  const start = data.indexOf(`Content-Type: ${type}`);
  const body = data.slice(data.indexOf('\n\n', start) + 2).split('\n--')[0] ?? '';
  return Buffer.from(body.replace(/\s/g, ''), 'base64').toString();
}

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('parseSmtpUrl', () => {
  it.each([
    [
      'smtp://shop:p%40ss@mail.example.com:2525',
      { host: 'mail.example.com', port: 2525, implicitTls: false, user: 'shop', password: 'p@ss' },
    ],
    [
      'smtp://mail.example.com',
      {
        host: 'mail.example.com',
        port: 587,
        implicitTls: false,
        user: undefined,
        password: undefined,
      },
    ],
    [
      'smtps://u:p@mail.example.com',
      { host: 'mail.example.com', port: 465, implicitTls: true, user: 'u', password: 'p' },
    ],
  ])('%s', (url, settings) => expect(parseSmtpUrl(url)).toEqual(settings));

  it.each(['http://mail.example.com', 'mail.example.com:25', 'smtp://'])('refuses %s', (url) =>
    expect(() => parseSmtpUrl(url)).toThrow('The SMTP URL must look like'),
  );
});

describe('sendSmtp against a fake mail service', () => {
  const message = buildMessage({
    from: 'Winery <shop@winery.example>',
    to: 'rosa@example.com',
    subject: 'Café order',
    text: 'Line one\n.starts with a dot',
    html: '<p>Hi</p>',
  });

  it('signs in, sends the envelope and the message, dot-stuffing undone by the server', async () => {
    const before = fake.received.length;
    await sendSmtp(parseSmtpUrl(fake.url()), {
      from: 'shop@winery.example',
      to: 'rosa@example.com',
      message,
    });
    const mail = fake.received[before];
    expect(mail).toMatchObject({
      from: 'shop@winery.example',
      to: ['rosa@example.com'],
      user: 'shop',
    });
    expect(mail?.data).toContain('Subject: =?UTF-8?B?');
    expect(mail?.data).toContain('Content-Type: multipart/alternative');
    expect(partText(mail?.data ?? '', 'text/plain')).toBe('Line one\r\n.starts with a dot');
    expect(partText(mail?.data ?? '', 'text/html')).toBe('<p>Hi</p>');
  });

  it('stuffs a leading dot so a line of "." cannot end the message early', () => {
    expect(dotStuff('a\n.\nb')).toBe('a\r\n..\r\nb\r\n.');
  });

  it('names the step and code of a refusal, never the address the server repeats', async () => {
    const wrong = sendSmtp(parseSmtpUrl(fake.url('shop:wrong')), {
      from: 'a@b.example',
      to: 'rosa@example.com',
      message,
    });
    await expect(wrong).rejects.toEqual(new SmtpError('AUTH', 535));
    fake.rcptCode = 550;
    try {
      const error = await sendSmtp(parseSmtpUrl(fake.url()), {
        from: 'a@b.example',
        to: 'rosa@example.com',
        message,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SmtpError);
      expect(String((error as Error).message)).toBe('SMTP RCPT TO answered 550');
    } finally {
      fake.rcptCode = 250;
    }
  });

  it('reports a mail service that is not there as a failed connection', async () => {
    const closed = await startFakeSmtp();
    const url = closed.url();
    await closed.close();
    await expect(
      sendSmtp(parseSmtpUrl(url), { from: 'a@b.example', to: 'c@d.example', message }),
    ).rejects.toEqual(new SmtpError('connect', null));
  });
});

describe('the embedded service with a mail service set', () => {
  it('sends the order e-mails after checkout; a failing mail service never fails the order and is reported once', async () => {
    const running = await startTestService({
      smtpUrl: fake.url(),
      mailFrom: 'Isosceles Ridge Winery <orders@winery.example>',
    });
    try {
      const order = async (friend: string) => {
        const cartId = await running.api.newCart();
        await running.api.post(`cart/${cartId}/item`, {
          sku: 'GC-050',
          quantity: 1,
          itemData: { recipients: [{ email: friend, giftMessage: 'Cheers' }] },
        });
        return running.api.post(`cart/${cartId}/checkout`, {
          email: uniqueEmail('buyer'),
          shipTo: TEST_ADDRESS,
          payment: TEST_CARD,
        });
      };
      const friend = uniqueEmail('friend');
      expect((await order(friend)).status).toBe(201);
      const gift = await until(() => fake.received.find((mail) => mail.to.includes(friend)));
      expect(gift.from).toBe('orders@winery.example');
      expect(gift.data).toContain('From: Isosceles Ridge Winery <orders@winery.example>');
      expect(partText(gift.data, 'text/plain')).toContain('Cheers');

      fake.rcptCode = 550;
      const refused = [uniqueEmail('refused'), uniqueEmail('refused')];
      for (const email of refused) expect((await order(email)).status).toBe(201);
      const reports = () => running.mail.filter((line) => line.includes('mail service'));
      await until(() => (reports().length === 1 ? true : undefined));
      fake.rcptCode = 250;
      const later = uniqueEmail('later');
      expect((await order(later)).status).toBe(201);
      await until(() => fake.received.find((mail) => mail.to.includes(later)));
      await until(() => (reports().length === 2 ? true : undefined));
      expect(reports()[0]).toContain(
        'did not take a order-confirmation e-mail (SMTP RCPT TO answered 550)',
      );
      // Two orders, two e-mails each: all four failures are counted in the one recovery line.
      expect(reports()[1]).toBe(
        '[local-commerce] the mail service takes e-mails again; 4 were not sent',
      );
      for (const line of reports()) for (const email of refused) expect(line).not.toContain(email);

      // With real mail, the reset link goes by mail only: the log names neither address nor token.
      const customer = uniqueEmail('reset');
      const account = { email: customer, password: 'long-enough', firstName: 'R', lastName: 'S' };
      await running.api.post('customer', account);
      expect(
        (await running.api.post('customer/generate-reset-password-link', { email: customer }))
          .status,
      ).toBe(204);
      const reset = await until(() => fake.received.find((mail) => mail.to.includes(customer)));
      expect(partText(reset.data, 'text/plain')).toContain('/profile/reset-password?token=');
      expect(running.mail.filter((line) => line.includes('reset'))).toEqual([
        '[local-commerce] password reset link e-mailed through the mail service',
      ]);
    } finally {
      fake.rcptCode = 250;
      await running.service.close();
    }
  }, 120_000);
});
