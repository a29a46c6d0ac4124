import { isIP } from 'node:net';

/**
 * Where a request came from, for per-address limits and the loopback-only local pages.
 *
 * X-Forwarded-For is a list anyone can start: a client may send `X-Forwarded-For: 1.2.3.4` and
 * every proxy on the way appends the address it received the request from. Only the entries
 * appended by proxies we run can be believed, so the client is the entry written by the outermost
 * trusted proxy: with N trusted proxies (`TRUSTED_PROXY_HOPS`), the N-th entry from the right.
 * The first entry (the client's own) would let a script pass every per-IP limit.
 *
 * With no proxy in front (N = 0, the default: `next start` facing the visitors) the list is not
 * believed at all: proxy.ts removes it from server actions and other writes and from the local
 * tools (the only readers; a new reader elsewhere must be added there), and Next then writes the
 * socket's peer address in its place (it only fills X-Forwarded-For when absent), which is the
 * last entry here.
 *
 * A platform that writes one trusted header of its own and overwrites what a client sent
 * (`x-vercel-forwarded-for`, `x-real-ip` from a configured nginx, `cf-connecting-ip`) can be named
 * in `CLIENT_IP_HEADER`; it is read only then, never by default.
 */
interface ClientAddressPolicy {
  /** Proxies in front of the site that append to X-Forwarded-For (0: none, Next faces clients). */
  trustedProxyHops: number;
  /** A header the platform sets to the client's address, overwriting any client value. */
  clientIpHeader: string | undefined;
}

export const FORWARDED_FOR = 'x-forwarded-for';

/** The client's address under the policy, or undefined when the headers do not say (misrouted). */
export function clientAddressOf(
  headers: Pick<Headers, 'get'>,
  policy: ClientAddressPolicy,
): string | undefined {
  if (policy.clientIpHeader) {
    return validAddress(headers.get(policy.clientIpHeader)?.split(',')[0]);
  }
  const hops = (headers.get(FORWARDED_FOR) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // With no trusted proxy the only entry is the socket's peer, written by Next.
  const fromRight = Math.max(policy.trustedProxyHops, 1);
  if (hops.length < fromRight) return undefined;
  return validAddress(hops[hops.length - fromRight]);
}

/**
 * Whether proxy.ts must drop the client's X-Forwarded-For so that Next writes the socket's peer:
 * only when nothing in front of the site is trusted to write it.
 */
export function mustDropForwardedFor(policy: ClientAddressPolicy): boolean {
  return policy.trustedProxyHops === 0 && policy.clientIpHeader === undefined;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: a request from this machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

function validAddress(raw: string | undefined): string | undefined {
  // `[::1]:443` and `1.2.3.4:80` are written by some proxies; the port is not part of the address.
  const text = raw
    ?.trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^([\d.]+):\d+$/, '$1');
  return text && isIP(text) !== 0 ? text.toLowerCase() : undefined;
}
