import { describe, expect, it } from 'vitest';
import { networkEntries, networkEntryProblem, networksOf } from './premises-networks';

describe('the winery’s own networks (PREMISES_NETWORKS)', () => {
  it.each([
    ['203.0.113.7', undefined],
    ['198.51.100.0/28', undefined],
    ['0.0.0.0/0', undefined],
    ['2001:db8:5::/48', undefined],
    ['2001:db8::1', undefined],
    ['203.0.113.7/33', '"203.0.113.7/33" has a prefix length outside 0-32'],
    ['2001:db8::/129', '"2001:db8::/129" has a prefix length outside 0-128'],
    ['203.0.113.0/', '"203.0.113.0/" has a prefix length outside 0-32'],
    ['203.0.113.0/2x', '"203.0.113.0/2x" has a prefix length outside 0-32'],
    ['203.0.113.0/24/1', '"203.0.113.0/24/1" is not an IP address or a CIDR range'],
    ['tasting-room.example', '"tasting-room.example" is not an IP address or a CIDR range'],
    ['203.0.113', '"203.0.113" is not an IP address or a CIDR range'],
  ])('%s: %s', (entry, problem) => {
    expect(networkEntryProblem(entry)).toBe(problem);
  });

  it('reads a comma-separated list, blanks left out', () => {
    expect(networkEntries(' 203.0.113.7, ,198.51.100.0/28 ,')).toEqual([
      '203.0.113.7',
      '198.51.100.0/28',
    ]);
    expect(networkEntries(undefined)).toEqual([]);
  });

  const networks = networksOf(['203.0.113.7', '198.51.100.0/28', '2001:db8:5::/48']);
  it.each([
    ['203.0.113.7', true],
    ['203.0.113.8', false],
    ['198.51.100.0', true],
    ['198.51.100.15', true],
    ['198.51.100.16', false],
    ['::ffff:198.51.100.3', true],
    ['2001:db8:5:1::9', true],
    ['2001:DB8:5::1', true],
    ['2001:db8:6::1', false],
    ['unknown', false],
    [undefined, false],
  ])('%s is on the premises: %s', (address, inside) => {
    expect(networks.contains(address)).toBe(inside);
  });

  it('no networks: no address is on the premises', () => {
    expect(networksOf([]).contains('203.0.113.7')).toBe(false);
  });
});
