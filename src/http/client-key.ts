import { isIPv6 } from 'node:net';

// Who a client is, for the order rate limit and the idempotency scope: its address, as fastify
// reads it (the socket peer, or X-Forwarded-For from a trusted proxy). An IPv6 network hands every
// home or phone a whole /64 and a new address within it at will, so an IPv6 client is its /64, as
// @fastify/rate-limit's own default key does.

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The client's key: an IPv4 address as it is, an IPv6 address as its /64 network. */
export function clientKey(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!isIPv6(ip)) return ip;
  return `${firstFourGroups(ip).join(':')}::/64`;
}

function firstFourGroups(ip: string): string[] {
  const withoutZone = ip.split('%')[0] as string;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}
