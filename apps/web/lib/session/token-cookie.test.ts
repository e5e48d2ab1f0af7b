import { describe, expect, it } from 'vitest';
import { expiredTokenCookieString, readCookie, roleCookieString, sessionDays, tokenCookieString } from './token-cookie';

describe('token cookie', () => {
  it('lives 365 days with remember-me and 1 day without', () => {
    expect(sessionDays(true)).toBe(365);
    expect(sessionDays(false)).toBe(1);
    expect(tokenCookieString('abc', { remember: true })).toBe('token=abc; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(tokenCookieString('abc', { remember: false })).toContain('Max-Age=86400');
  });

  it('adds the shared domain and Secure when asked, and encodes the value', () => {
    expect(tokenCookieString('a b', { remember: false, domain: '.example.com', secure: true })).toBe(
      'token=a%20b; Path=/; Max-Age=86400; SameSite=Lax; Domain=.example.com; Secure',
    );
  });

  it('expires the cookie to remove it', () => {
    expect(expiredTokenCookieString()).toBe('token=; Path=/; Max-Age=0; SameSite=Lax');
    expect(expiredTokenCookieString('.example.com')).toContain('Domain=.example.com');
  });

  it('reads one cookie from a cookie string', () => {
    expect(readCookie('a=1; token=x%20y; b=2', 'token')).toBe('x y');
    expect(readCookie('mytoken=1; token=', 'token')).toBe('');
    expect(readCookie('a=1', 'token')).toBeNull();
    expect(readCookie('', 'token')).toBeNull();
  });

  it('keeps the X sign-in role for 1 day', () => {
    expect(roleCookieString('performer')).toBe('role=performer; Path=/; Max-Age=86400; SameSite=Lax');
    expect(roleCookieString('user', { domain: '.example.com', secure: true })).toContain('Domain=.example.com; Secure');
  });
});
