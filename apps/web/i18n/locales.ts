/** The languages the site is translated into; English is the catalogue every other one follows. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Names shown in the language switcher, each in its own language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The chosen language, set by the switcher (next-intl's own cookie name). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** The browser's time zone, set on the first visit so server-rendered dates match the reader's. */
export const TIME_ZONE_COOKIE = 'tz';
export const DEFAULT_TIME_ZONE = 'UTC';
/** Prices are in the site currency; one token is worth `tokenConversionRate` units of it. */
export const SITE_CURRENCY = 'USD';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The cookie's language, else the first supported one the browser asks for, else English. */
export function pickLocale(cookie: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

/** A time zone the runtime knows, else UTC. */
export function pickTimeZone(cookie: string | undefined): string {
  if (!cookie) return DEFAULT_TIME_ZONE;
  try {
    const zone = decodeURIComponent(cookie);
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
