import { describe, expect, it } from 'vitest';
import { addressRefusal } from './addressRefusal';

describe('addressRefusal', () => {
  it.each([
    ['10.0.0.5', 'a private address'],
    ['10.255.255.255', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.254', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['100.64.0.1', 'a private address'],
    ['100.127.255.255', 'a private address'],
    ['127.0.0.1', 'a loopback address'],
    ['127.200.0.9', 'a loopback address'],
    ['169.254.169.254', 'a link-local address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
  ])('refuses the IPv4 address %s as %s', (address, reason) => {
    expect(addressRefusal(address)).toBe(reason);
  });

  it.each([
    ['::1', 'a loopback address'],
    ['0:0:0:0:0:0:0:1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['febf:ffff::1', 'a link-local address'],
    ['fc00::1', 'a unique-local address'],
    ['fd12:3456:789a::1', 'a unique-local address'],
    ['ff02::1', 'a multicast address'],
    ['FF05::2', 'a multicast address'],
  ])('refuses the IPv6 address %s as %s', (address, reason) => {
    expect(addressRefusal(address)).toBe(reason);
  });

  it.each([
    ['::ffff:10.0.0.5', 'a private address'],
    ['::ffff:a00:5', 'a private address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['0:0:0:0:0:ffff:c0a8:101', 'a private address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
    ['::ffff:0.0.0.0', 'an unspecified address'],
    ['::127.0.0.1', 'a loopback address'],
    ['64:ff9b::10.1.2.3', 'a private address'],
    ['2002:c0a8:0101::1', 'a private address'],
  ])('refuses %s, an IPv6 form of a refused IPv4 address, as %s', (address, reason) => {
    expect(addressRefusal(address)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '192.169.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2001:db8::1',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ])('lets the public address %s through', (address) => {
    expect(addressRefusal(address)).toBeUndefined();
  });

  it('refuses what is not an IP address', () => {
    expect(addressRefusal('example.com')).toBe('not an IP address');
    expect(addressRefusal('')).toBe('not an IP address');
  });
});
