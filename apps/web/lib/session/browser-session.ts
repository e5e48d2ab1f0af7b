'use client';

import { TOKEN_COOKIE } from '@fanlane/shared';
import { expiredTokenCookieString, readCookie, tokenCookieString } from './token-cookie';

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
