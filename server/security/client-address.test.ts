import { describe, expect, it } from 'vitest';
import { clientAddressOf, isLoopback, mustDropForwardedFor } from './client-address';

const noProxy = { trustedProxyHops: 0, clientIpHeader: undefined };
const oneProxy = { trustedProxyHops: 1, clientIpHeader: undefined };
const twoProxies = { trustedProxyHops: 2, clientIpHeader: undefined };
const vercel = { trustedProxyHops: 0, clientIpHeader: 'x-vercel-forwarded-for' };

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('clientAddressOf (never the first X-Forwarded-For hop a client writes)', () => {
  it.each([
    // No proxy: proxy.ts dropped the client's list, Next wrote the socket's peer.
    [
      'no proxy: the socket peer Next wrote',
      noProxy,
      { 'x-forwarded-for': '198.51.100.7' },
      '198.51.100.7',
    ],
    [
      'no proxy: IPv4-mapped peer',
      noProxy,
      { 'x-forwarded-for': '::ffff:127.0.0.1' },
      '::ffff:127.0.0.1',
    ],
    ['no proxy, nothing written', noProxy, {}, undefined],
    // One proxy appends the address it saw; what the client wrote before it is ignored.
    [
      'one proxy: its entry, not the forged first one',
      oneProxy,
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      '203.0.113.9',
    ],
    [
      'one proxy: a fresh forged value per request changes nothing',
      oneProxy,
      { 'x-forwarded-for': '1.2.3.4, 5.6.7.8, 203.0.113.9' },
      '203.0.113.9',
    ],
    [
      'one proxy: an honest single hop',
      oneProxy,
      { 'x-forwarded-for': '203.0.113.9' },
      '203.0.113.9',
    ],
    [
      "two proxies: the outer proxy's entry",
      twoProxies,
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' },
      '203.0.113.9',
    ],
    [
      'two proxies but one hop: misrouted, unknown',
      twoProxies,
      { 'x-forwarded-for': '203.0.113.9' },
      undefined,
    ],
    [
      'spaces and empty entries',
      oneProxy,
      { 'x-forwarded-for': ' , 6.6.6.6 ,, 203.0.113.9 ' },
      '203.0.113.9',
    ],
    ['a port on the entry', oneProxy, { 'x-forwarded-for': '203.0.113.9:5123' }, '203.0.113.9'],
    [
      'a bracketed IPv6 with port',
      oneProxy,
      { 'x-forwarded-for': '[2001:DB8::1]:443' },
      '2001:db8::1',
    ],
    ['not an address', oneProxy, { 'x-forwarded-for': 'evil.example' }, undefined],
    ['x-real-ip is not read unless configured', noProxy, { 'x-real-ip': '203.0.113.9' }, undefined],
    [
      'the platform header when configured',
      vercel,
      { 'x-vercel-forwarded-for': '203.0.113.9', 'x-forwarded-for': '6.6.6.6' },
      '203.0.113.9',
    ],
    ['the platform header missing', vercel, { 'x-forwarded-for': '6.6.6.6' }, undefined],
  ] as const)('%s', (_, policy, entries, expected) => {
    expect(clientAddressOf(headers(entries), policy)).toBe(expected);
  });

  it('with no proxy, the client list is dropped before Next writes the peer; otherwise kept', () => {
    expect(mustDropForwardedFor(noProxy)).toBe(true);
    expect(mustDropForwardedFor(oneProxy)).toBe(false);
    expect(mustDropForwardedFor(vercel)).toBe(false);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.1', false],
    ['127.0.0.1.evil.example', false],
    [undefined, false],
  ])('isLoopback(%j) is %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
