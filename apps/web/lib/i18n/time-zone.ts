import { TIME_ZONE_COOKIE } from '@/i18n/locales';

/**
 * Stores the browser's time zone in a cookie, so the next server render formats dates in the
 * reader's zone (the first render uses UTC; dates then agree between server and browser).
 */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || document.cookie.includes(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`)) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
