import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
  ])('hashes %j', (input, expected) => {
    expect(md5(input)).toBe(expected);
  });

  it('matches node:crypto on multi-block and non-ASCII input', () => {
    for (const input of ['x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'pässwörd ✓ 密码'.repeat(9)]) {
      expect(md5(input)).toBe(createHash('md5').update(input, 'utf8').digest('hex'));
    }
  });
});
