import { describe, expect, it } from 'vitest';
import { compactCount } from './profile-stats';

describe('compactCount', () => {
  it('keeps small numbers and shortens large ones without rounding up', () => {
    expect(compactCount(undefined)).toBe('0');
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1000)).toBe('1K');
    expect(compactCount(1250)).toBe('1.2K');
    expect(compactCount(2_560_000)).toBe('2.5M');
    expect(compactCount(-3)).toBe('0');
  });
});
