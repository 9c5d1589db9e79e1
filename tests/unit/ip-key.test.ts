import { describe, expect, it } from 'vitest';
import { ipKey } from '../../worker/lib/request-meta.ts';

describe('ipKey: one key per client network', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 198.51.100.1 ', '198.51.100.1'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:85A3:08D3:ffff:ffff:ffff:ffff', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.33', '192.0.2.33'],
    ['::ffff:c000:0221', '192.0.2.33'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['local', 'local'],
    ['999.1.1.1', '999.1.1.1'],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
    ['2001:db8::g', '2001:db8::g'],
  ])('%s → %s', (raw, key) => {
    expect(ipKey(raw)).toBe(key);
  });

  it('addresses in one /64 share a key; the next /64 does not', () => {
    expect(ipKey('2001:db8:a:b:1::1')).toBe(ipKey('2001:db8:a:b:ffff:1:2:3'));
    expect(ipKey('2001:db8:a:c::1')).not.toBe(ipKey('2001:db8:a:b::1'));
  });

  it('keeps an unparseable value short', () => {
    expect(ipKey('x'.repeat(500))).toHaveLength(64);
  });
});
