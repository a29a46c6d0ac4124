import { describe, expect, it } from 'vitest';
import { readSettings } from './settings';

describe('marketing endpoints (newsletter, e-mail welcome, SMS welcome, contact)', () => {
  it('default to the embedded marketing service in local mode', () => {
    expect(readSettings({ LOCAL_COMMERCE_PORT: '4160' }).marketing).toEqual({
      endpoints: {
        newsletter: 'http://127.0.0.1:4160/v1/marketing/newsletter',
        emailWelcome: 'http://127.0.0.1:4160/v1/marketing/email-welcome',
        smsWelcome: 'http://127.0.0.1:4160/v1/marketing/sms-welcome',
        contact: 'http://127.0.0.1:4160/v1/marketing/contact',
      },
      apiKey: 'local-marketing-key',
    });
  });

  it('are unset in production unless configured, so those forms fail without sending', () => {
    const settings = readSettings({
      APP_ENV: 'production',
      WEB_URL: 'https://shop.example.com',
      MARKETING_NEWSLETTER_URL: 'https://news.example.com/subscribe',
      MARKETING_API_KEY: 'secret',
    });
    expect(settings.marketing).toEqual({
      endpoints: {
        newsletter: 'https://news.example.com/subscribe',
        emailWelcome: undefined,
        smsWelcome: undefined,
        contact: undefined,
      },
      apiKey: 'secret',
    });
  });
});
