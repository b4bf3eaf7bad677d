import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under. An IPv6 subscriber is usually handed a whole /64,
 * so counting full addresses would give one client billions of fresh budgets: IPv6 addresses
 * count by their first four groups. IPv4 (also written IPv4-mapped, `::ffff:a.b.c.d`) stays whole.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` filled in (zone ids dropped). */
function expandIpv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
}
