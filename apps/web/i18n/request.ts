import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, pickLocale, pickTimeZone, TIME_ZONE_COOKIE } from './locales';
import { loadMessages } from './messages';

/** next-intl's per-request configuration: language and time zone from cookies, no URL prefix. */
export default getRequestConfig(async () => {
  const [store, head] = await Promise.all([cookies(), headers()]);
  const locale = pickLocale(store.get(LOCALE_COOKIE)?.value, head.get('accept-language'));
  return {
    locale,
    timeZone: pickTimeZone(store.get(TIME_ZONE_COOKIE)?.value),
    messages: await loadMessages(locale),
  };
});
