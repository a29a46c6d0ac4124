import { BlockList, isIP } from 'node:net';

/**
 * The winery's own networks (`PREMISES_NETWORKS`): the addresses its tasting room's tablet and
 * Wi-Fi reach the site from, as single addresses or CIDR ranges, comma-separated
 * (`203.0.113.7, 198.51.100.0/28, 2001:db8:5::/48`). Account creation from them has its own
 * allowance (`PREMISES_SIGNUPS_PER_HOUR`, server/security/rate-limit.ts); everyone else keeps the
 * usual limits (a Saturday's sign-ups on the tasting room's tablet were refused after the
 * twelfth).
 */

/** The problem with one entry, or undefined when it is an address or a range. */
export function networkEntryProblem(entry: string): string | undefined {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an IP address or a CIDR range`;
  if (prefix === undefined) return undefined;
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > max)
    return `"${entry}" has a prefix length outside 0-${max}`;
  return undefined;
}

/** The entries of the setting's text (blank entries ignored). */
export function networkEntries(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export interface Networks {
  /** The entries as configured, for the record. */
  readonly entries: readonly string[];
  /** Whether an address (IPv4, IPv6 or IPv4-mapped IPv6) is in one of them. */
  contains(address: string | undefined): boolean;
}

/** The networks of valid entries (the settings refuse invalid ones before this). */
export function networksOf(entries: readonly string[]): Networks {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    entries,
    contains(raw) {
      if (!raw || entries.length === 0) return false;
      const address = raw.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
      const family = isIP(address);
      if (family === 0) return false;
      return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}
