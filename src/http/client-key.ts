import { isIPv6 } from 'node:net';

// Who a client is, for the order rate limit and the idempotency scope: its address, as fastify
// reads it (the socket peer, or X-Forwarded-For from a trusted proxy). An IPv6 network hands every
// home or phone a whole /64 and a new address within it at will, so an IPv6 client is its /64, as
// @fastify/rate-limit's own default key does.

/** The client's key: an IPv4 address as it is (also IPv4-mapped), an IPv6 address as its /64. */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = sixteenBitGroups(ip);
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high, low] = groups.slice(6).map((group) => Number.parseInt(group, 16)) as [number, number];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, in lower-case hex without leading zeros. */
function sixteenBitGroups(ip: string): string[] {
  const withoutZone = ip.split('%')[0] as string;
  const [head = '', tail] = withoutZone.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':').flatMap(dottedToGroups));
  const headGroups = split(head);
  const tailGroups = split(tail ?? '');
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

/** An embedded IPv4 tail (::ffff:1.2.3.4) is two groups. */
function dottedToGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
