import { describe, expect, it } from 'vitest';
import { addressSubject } from './rate-limit.ts';

describe('addressSubject', () => {
  it('counts IPv4 as it is, IPv4-mapped IPv6 as its IPv4, and IPv6 by its /64', () => {
    expect(addressSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(addressSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressSubject('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressSubject('not-an-ip')).toBe('not-an-ip');
  });
});
