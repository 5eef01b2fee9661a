import { throttledAddress } from './client-address';

describe('throttledAddress', () => {
  it('counts an IPv4 address (also IPv4-mapped) as itself', () => {
    expect(throttledAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttledAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64 network', () => {
    expect(throttledAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(throttledAddress('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(throttledAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttledAddress('2001:0db8:0001:0002:0:0:0:ff%eth0')).toBe('2001:db8:1:2::/64');
    expect(throttledAddress('::1')).toBe('0:0:0:0::/64');
  });
});
