import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under, for every limit counted by address. An IPv6
 * subscriber is usually handed a whole /64, so counting full addresses would give one client
 * billions of fresh budgets: IPv6 addresses count by their first four groups. IPv4 stays whole,
 * also written IPv4-mapped (`::ffff:192.0.2.7` or `::ffff:c000:207`).
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight groups of an IPv6 address (zone id dropped), or null for anything else. */
function ipv6Groups(address: string): number[] | null {
  const plain = address.split('%')[0];
  if (!isIPv6(plain)) return null;
  // The URL standard writes an IPv6 address one way: hex groups, no leading zeros, an IPv4 tail in hex.
  const canonical = new URL(`http://[${plain}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...missing, ...right].map((group) => parseInt(group, 16));
}
