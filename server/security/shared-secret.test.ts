import { describe, expect, it } from 'vitest';
import { basicAuthPassword, presentsSecret, sameSecret } from './shared-secret';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describe('webhook secret', () => {
  it.each([
    [basic('commerce7:the-secret'), 'the-secret'],
    [basic('any user:pa:ss'), 'pa:ss'],
    [basic(':the-secret'), 'the-secret'],
    [`basic  ${Buffer.from('u:p').toString('base64')}`, 'p'],
    [basic('no-colon'), undefined],
    ['Bearer the-secret', undefined],
    ['Basic !!!', undefined],
    [null, undefined],
  ])('the Basic auth password of %j is %j', (header, password) => {
    expect(basicAuthPassword(header)).toBe(password);
  });

  it.each([
    ['the-secret', 'the-secret', true],
    ['the-secret-and-more', 'the-secret', false],
    ['the-secre', 'the-secret', false],
    ['', 'the-secret', false],
    [undefined, 'the-secret', false],
    // No secret set: nothing is accepted, not even an empty one.
    ['', undefined, false],
    [undefined, undefined, false],
  ])('sameSecret(%j, %j) is %s', (given, expected, same) => {
    expect(sameSecret(given, expected)).toBe(same);
  });

  it.each([
    [{ 'x-revalidate-secret': 'the-secret' }, true],
    [{ authorization: basic('commerce7:the-secret') }, true],
    // A wrong header does not spoil a right password, and the other way round.
    [{ 'x-revalidate-secret': 'nope', authorization: basic('c7:the-secret') }, true],
    [{ 'x-revalidate-secret': 'the-secret', authorization: basic('c7:nope') }, true],
    [{ authorization: basic('the-secret:') }, false],
    [{ authorization: basic('the-secret:nope') }, false],
    [{ authorization: 'Bearer the-secret' }, false],
    [{ 'x-revalidate-secret': 'nope' }, false],
    [{}, false],
  ])('a request with %j presents the secret: %s', (headers, ok) => {
    expect(presentsSecret(new Headers(headers), 'the-secret')).toBe(ok);
  });
});
