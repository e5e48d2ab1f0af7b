'use client';

import { TOKEN_COOKIE } from '@fanlane/shared';
import { ROLE_COOKIE, expiredTokenCookieString, readCookie, roleCookieString, tokenCookieString } from './token-cookie';

/** Where the browser keeps the session token: the `token` cookie the Next server reads. */
export interface SessionStore {
  getToken(): string | null;
  setToken(token: string, remember: boolean): void;
  clearToken(): void;
}

export function createBrowserSession(cookieDomain?: string | null): SessionStore {
  const secure = () => typeof window !== 'undefined' && window.location.protocol === 'https:';
  return {
    getToken: () => (typeof document === 'undefined' ? null : readCookie(document.cookie, TOKEN_COOKIE) || null),
    setToken: (token, remember) => {
      document.cookie = tokenCookieString(token, { remember, domain: cookieDomain, secure: secure() });
    },
    clearToken: () => {
      document.cookie = expiredTokenCookieString(cookieDomain);
      // A cookie written without a domain must be removed without one too.
      if (cookieDomain) document.cookie = expiredTokenCookieString();
    },
  };
}

/** The role chosen before the X (Twitter) sign-in leaves the site, read back on its callback page. */
export function writeRoleCookie(role: string, cookieDomain?: string | null): void {
  document.cookie = roleCookieString(role, { domain: cookieDomain, secure: window.location.protocol === 'https:' });
}

export function readRoleCookie(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, ROLE_COOKIE);
}

export function clearRoleCookie(cookieDomain?: string | null): void {
  const expired = (domain?: string | null) =>
    `${ROLE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`;
  document.cookie = expired(cookieDomain);
  if (cookieDomain) document.cookie = expired();
}
