import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/http/client-key.js';

describe('the client key for rate limits and idempotency', () => {
  it('is an IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:c633:6407')).toBe('198.51.100.7');
    expect(clientKey('0:0:0:0:0:FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const key = '2001:db8:85a3:12::/64';
    for (const ip of ['2001:db8:85a3:12::1', '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff', '2001:DB8:85A3:12:0:0:0:9', '2001:db8:85a3:12::1%eth0']) {
      expect(clientKey(ip), ip).toBe(key);
    }
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    // An embedded IPv4 tail is two groups: the prefix stays where it is.
    expect(clientKey('2001:db8:1:2:3:4:198.51.100.7')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::198.51.100.7')).toBe('2001:db8:1:2::/64');
  });
});
