/** The embedded service with a mail service set: the relay hands outbox e-mails to a real SMTP listener. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestService,
  TEST_ADDRESS,
  TEST_CARD,
  uniqueEmail,
} from '@/tests/support/local-commerce-service';
import { partText, startSmtpListener, type SmtpListener } from './smtp-listener';

let listener: SmtpListener;
beforeAll(async () => {
  listener = await startSmtpListener();
});
afterAll(() => listener.close());

async function until<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the embedded service with a mail service set', () => {
  it('sends the order e-mails after checkout; a failing mail service never fails the order and is reported once', async () => {
    const running = await startTestService({
      smtpUrl: listener.url(null),
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
      const gift = await until(() => listener.received.find((mail) => mail.to.includes(friend)));
      expect(gift.from).toBe('orders@winery.example');
      expect(gift.data).toContain('From: Isosceles Ridge Winery <orders@winery.example>');
      expect(partText(gift.data, 'text/plain')).toContain('Cheers');

      listener.rcptCode = 550;
      const rcpts = () => listener.commands.filter((command) => command === 'RCPT').length;
      const rcptsBefore = rcpts();
      const refused = [uniqueEmail('refused'), uniqueEmail('refused')];
      for (const email of refused) expect((await order(email)).status).toBe(201);
      const reports = () => running.mail.filter((line) => line.includes('mail service'));
      await until(() => (reports().length === 1 ? true : undefined));
      // All four refused (each at its RCPT TO) before the listener takes mail again.
      await until(() => (rcpts() - rcptsBefore === 4 ? true : undefined));
      listener.rcptCode = 250;
      const later = uniqueEmail('later');
      expect((await order(later)).status).toBe(201);
      await until(() => listener.received.find((mail) => mail.to.includes(later)));
      await until(() => (reports().length === 2 ? true : undefined));
      // An order writes its confirmation and its gift card together: either may be sent first.
      expect(reports()[0]).toMatch(
        /did not take a (order-confirmation|gift-card) e-mail \(SMTP RCPT TO answered 550\)/,
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
      const reset = await until(() => listener.received.find((mail) => mail.to.includes(customer)));
      expect(partText(reset.data, 'text/plain')).toContain('/profile/reset-password?token=');
      expect(running.mail.filter((line) => line.includes('reset'))).toEqual([
        '[local-commerce] password reset link e-mailed through the mail service',
      ]);
    } finally {
      listener.rcptCode = 250;
      await running.service.close();
    }
  }, 120_000);
});
