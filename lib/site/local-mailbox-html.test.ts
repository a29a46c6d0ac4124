import { describe, expect, it } from 'vitest';
import { escapeHtml, mailboxHtml, type MailboxEmail } from './local-mailbox-html';

const MAIL: MailboxEmail = {
  id: 'm1',
  to: 'ann@example.com',
  subject: 'Your sign-in link',
  body: 'Hi Ann,\nSign in: https://shop.example/profile/login?magicLinkToken=abc',
  html: '<p onclick="alert(1)">Hi "Ann"</p><script>alert(2)</script>',
  link: 'https://shop.example/profile/login?magicLinkToken=abc&next=%2F',
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('the local mailbox page (a route handler)', () => {
  it.each([
    ['<b>&"\'', '&lt;b&gt;&amp;&quot;&#39;'],
    ['plain', 'plain'],
  ])('escapes %s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped);
  });

  it('names each e-mail, links its link and shows its HTML only in a sandboxed frame', () => {
    const html = mailboxHtml([MAIL], []);
    expect(html).toContain('<title>Local mailbox</title>');
    expect(html).toContain('<article aria-label="Your sign-in link to ann@example.com">');
    expect(html).toContain(
      '<a href="https://shop.example/profile/login?magicLinkToken=abc&amp;next=%2F">Sign in</a>',
    );
    expect(html).toContain('sandbox=""');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<p onclick');
    expect(html).toContain('srcdoc="&lt;p onclick=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('No sign-ups yet.');
  });

  it.each([
    [{ subject: 'Reset your password' }, 'Choose a new password'],
    [{ link: 'javascript:alert(1)' }, undefined],
    [{ link: null }, undefined],
  ] as const)('the link of %j reads %s', (change, label) => {
    const html = mailboxHtml([{ ...MAIL, ...change }], []);
    if (label) expect(html).toContain(`">${label}</a>`);
    else expect(html).not.toContain('<a ');
  });

  it.each([
    [null, null, ['The outbox could not be read.', 'The marketing sign-ups could not be read.']],
    [[], [], ['No e-mails yet.', 'No sign-ups yet.']],
  ] as const)('empty or unread lists say so', (emails, submissions, texts) => {
    const html = mailboxHtml(
      emails === null ? null : [...emails],
      submissions === null ? null : [...submissions],
    );
    for (const text of texts) expect(html).toContain(text);
  });

  it('a submission’s payload is escaped', () => {
    const html = mailboxHtml(
      [],
      [{ id: 's1', kind: 'newsletter', payload: { email: '<x>' }, createdAt: MAIL.createdAt }],
    );
    expect(html).toContain('&quot;email&quot;: &quot;&lt;x&gt;&quot;');
  });
});
