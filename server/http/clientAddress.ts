import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The address a rate limit counts a caller by: the IPv4 address, or the /64 network of an IPv6 one (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would give a guesser billions of
 * budgets). `request.ip` already follows TRUST_PROXY.
 *
 * @example
 * clientAddress('2001:db8:1:2:aaaa::1'); // '2001:db8:1:2::/64'
 * clientAddress('::ffff:203.0.113.9');    // '203.0.113.9'
 */
export function clientAddress(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}
