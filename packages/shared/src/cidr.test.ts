import { describe, expect, it } from 'vitest';
import { inCidrRanges, parseCidrList } from './cidr.js';

describe('CIDR lists', () => {
  it('reads ranges and bare addresses, and refuses anything else', () => {
    const ranges = parseCidrList('64.38.212.0/24, 10.1.2.3\n192.168.0.0/16')!;
    expect(ranges).toHaveLength(3);
    expect(inCidrRanges('64.38.212.17', ranges)).toBe(true);
    expect(inCidrRanges('::ffff:64.38.212.254', ranges)).toBe(true);
    expect(inCidrRanges('64.38.213.1', ranges)).toBe(false);
    expect(inCidrRanges('10.1.2.3', ranges)).toBe(true);
    expect(inCidrRanges('10.1.2.4', ranges)).toBe(false);
    expect(inCidrRanges('192.168.200.1', ranges)).toBe(true);
    expect(inCidrRanges('not an address', ranges)).toBe(false);
    expect(parseCidrList('')).toEqual([]);
    for (const bad of ['64.38.212.0/33', '300.1.1.1', '1.2.3', '1.2.3.4/8/9', 'example.com'])
      expect(parseCidrList(bad), bad).toBeNull();
  });
});
