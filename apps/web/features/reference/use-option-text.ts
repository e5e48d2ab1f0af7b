'use client';

import { useTranslations } from 'next-intl';

/**
 * The reader's words for a profile option or its list's name (the shared lists of spec section 3
 * are English, and the API keeps their values): the `options` catalogue is keyed by the English
 * text; a text it does not list (a height band such as "140 - 142 cm") is shown as it is.
 */
export function useOptionText(): (english: string) => string {
  const t = useTranslations('options');
  return (english) => (t.has(english as never) ? t(english as never) : english);
}
