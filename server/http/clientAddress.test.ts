import { describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress';

describe('clientAddress', () => {
  it('counts an IPv4 address as itself, also when IPv4-mapped', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts the addresses of one IPv6 /64 as one, however written', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(clientAddress('2001:db8:1:2::1'));
  });
});
