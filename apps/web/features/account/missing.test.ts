import { describe, expect, it } from 'vitest';
import { missingKey } from './missing';

describe('missingKey', () => {
  it('names what the account lacks, or nothing', () => {
    expect(missingKey({ email: 'a@b.c', username: 'ab' })).toBeNull();
    expect(missingKey({ email: '', username: 'ab' })).toBe('email');
    expect(missingKey({ email: 'a@b.c', username: '' })).toBe('username');
    expect(missingKey({ email: '', username: '' })).toBe('both');
  });
});
