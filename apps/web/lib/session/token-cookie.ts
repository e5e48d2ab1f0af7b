import { SESSION_DAYS_DEFAULT, SESSION_DAYS_REMEMBER, TOKEN_COOKIE, TWITTER_COOKIE_DAYS } from '@fanlane/shared';

const SECONDS_PER_DAY = 24 * 60 * 60;

export interface TokenCookieOptions {
  remember: boolean;
  /** Shared across subdomains in production, e.g. `.example.com`. */
  domain?: string | null;
  secure?: boolean;
}

/** Days the session cookie lives (spec section 9): 365 with remember-me, otherwise 1. */
export function sessionDays(remember: boolean): number {
  return remember ? SESSION_DAYS_REMEMBER : SESSION_DAYS_DEFAULT;
}

/** The `document.cookie` assignment that stores the session token. */
export function tokenCookieString(token: string, options: TokenCookieOptions): string {
  const parts = [
    `${TOKEN_COOKIE}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${sessionDays(options.remember) * SECONDS_PER_DAY}`,
    'SameSite=Lax',
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The assignment that removes the session cookie. */
export function expiredTokenCookieString(domain?: string | null): string {
  const parts = [`${TOKEN_COOKIE}=`, 'Path=/', 'Max-Age=0', 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  return parts.join('; ');
}

/** Reads one cookie out of a `Cookie` header or `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The cookie that keeps the chosen role (user or performer) while the X sign-in runs. */
export const ROLE_COOKIE = 'role';

/** Stores the role for the X (Twitter) sign-in round trip: 1 day (spec section 9). */
export function roleCookieString(role: string, options: { domain?: string | null; secure?: boolean } = {}): string {
  const parts = [
    `${ROLE_COOKIE}=${encodeURIComponent(role)}`,
    'Path=/',
    `Max-Age=${TWITTER_COOKIE_DAYS * SECONDS_PER_DAY}`,
    'SameSite=Lax',
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
