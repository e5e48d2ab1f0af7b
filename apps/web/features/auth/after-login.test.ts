import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from './after-login';

const fan = { _id: 'u1', email: 'fan@example.com', username: 'fan1', isPerformer: false };
const creator = { _id: 'p1', email: 'me@example.com', username: 'star', isPerformer: true };

describe('pathAfterLogin (spec section 6)', () => {
  it('sends staff (admin, moderator, finance) to the console', () => {
    for (const role of ['admin', 'moderator', 'finance'])
      expect(pathAfterLogin({ ...fan, roles: [role] })).toBe('/admin');
    expect(pathAfterLogin({ ...fan, roles: ['user'] })).toBe('/home');
  });

  it('sends a fan with email and username to /home', () => {
    expect(pathAfterLogin(fan)).toBe('/home');
  });

  it('sends a fan missing email or username to /user/account', () => {
    expect(pathAfterLogin({ ...fan, email: '' })).toBe('/user/account');
    expect(pathAfterLogin({ ...fan, username: undefined })).toBe('/user/account');
    expect(pathAfterLogin({ ...fan, username: '   ' })).toBe('/user/account');
  });

  it('sends a creator with email and username to their profile', () => {
    expect(pathAfterLogin(creator)).toBe('/star');
  });

  it('sends a creator missing email or username to /creator/account', () => {
    expect(pathAfterLogin({ ...creator, email: undefined })).toBe('/creator/account');
    expect(pathAfterLogin({ ...creator, username: '' })).toBe('/creator/account');
  });

  it('sends a creator whose documents are not verified yet to /creator/account', () => {
    expect(pathAfterLogin({ ...creator, verifiedDocument: false })).toBe('/creator/account');
    expect(pathAfterLogin({ ...creator, verifiedDocument: true })).toBe('/star');
  });

  it('ignores verifiedDocument for a fan', () => {
    expect(pathAfterLogin({ ...fan, verifiedDocument: false })).toBe('/home');
  });

  it('treats a missing isPerformer as a fan', () => {
    expect(pathAfterLogin({ _id: 'x', email: 'a@b.c', username: 'abc' })).toBe('/home');
  });
});
