import { describe, expect, it } from 'vitest';
import { parseSmtpUrl } from './smtp-url';

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
    [
      'smtp://[::1]:25',
      { host: '::1', port: 25, implicitTls: false, user: undefined, password: undefined },
    ],
  ])('%s', (url, settings) => expect(parseSmtpUrl(url)).toEqual(settings));

  it.each(['http://mail.example.com', 'mail.example.com:25', 'smtp://'])('refuses %s', (url) =>
    expect(() => parseSmtpUrl(url)).toThrow('The SMTP URL must look like'),
  );
});
