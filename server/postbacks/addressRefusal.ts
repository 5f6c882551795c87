import { isIP } from 'node:net';

type Range = readonly [base: number, bits: number, what: string];

const v4 = (text: string): number => text.split('.').reduce((value, part) => value * 256 + Number(part), 0);

const V4_RANGES: readonly Range[] = [
  [v4('0.0.0.0'), 8, 'an unspecified address'],
  [v4('10.0.0.0'), 8, 'a private address'],
  [v4('100.64.0.0'), 10, 'a private address'],
  [v4('127.0.0.0'), 8, 'a loopback address'],
  [v4('169.254.0.0'), 16, 'a link-local address'],
  [v4('172.16.0.0'), 12, 'a private address'],
  [v4('192.0.0.0'), 24, 'a reserved address'],
  [v4('192.168.0.0'), 16, 'a private address'],
  [v4('198.18.0.0'), 15, 'a reserved address'],
  [v4('224.0.0.0'), 4, 'a multicast address'],
  [v4('240.0.0.0'), 4, 'a reserved address'],
];

function v4Refusal(value: number): string | undefined {
  for (const [base, bits, what] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    if (value >= base && value < base + size) return what;
  }
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail counts as two). */
function v6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = v4(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const embeddedV4 = (high: number, low: number) => high * 65536 + low;

function v6Refusal(groups: readonly number[]): string | undefined {
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  if (zeroTo(8)) return 'an unspecified address';
  if (zeroTo(7) && g7 === 1) return 'a loopback address';
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible form (::a.b.c.d) reach the IPv4 address.
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) return v4Refusal(embeddedV4(g6, g7));
  // NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::) carry an IPv4 address a gateway goes on to.
  if (g0 === 0x64 && g1 === 0xff9b && groups.slice(2, 6).every((group) => group === 0))
    return v4Refusal(embeddedV4(g6, g7));
  if (g0 === 0x2002) return v4Refusal(embeddedV4(g1, groups[2] ?? 0));
  if ((g0 & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((g0 & 0xffc0) === 0xfec0) return 'a private address';
  if ((g0 & 0xfe00) === 0xfc00) return 'a unique-local address';
  if ((g0 & 0xff00) === 0xff00) return 'a multicast address';
  return undefined;
}

/**
 * Why a postback may not be sent to this IP address (`'a private address'`), or undefined for a public one: the
 * private, shared, loopback, link-local, unique-local, unspecified, multicast and reserved ranges of IPv4 and
 * IPv6, and IPv6 forms that carry such an IPv4 address (mapped, compatible, NAT64, 6to4). Not an address at all
 * is refused too.
 *
 * @example
 * addressRefusal('10.0.0.5'); // 'a private address'
 * addressRefusal('::ffff:127.0.0.1'); // 'a loopback address'
 * addressRefusal('93.184.216.34'); // undefined
 */
export function addressRefusal(address: string): string | undefined {
  const family = isIP(address.split('%')[0]!);
  if (family === 4) return v4Refusal(v4(address));
  if (family === 6) return v6Refusal(v6Groups(address));
  return 'not an IP address';
}
