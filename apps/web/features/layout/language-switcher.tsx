'use client';

import { NativeSelect } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, isLocale } from '@/i18n/locales';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Picks the site's language: stored in the NEXT_LOCALE cookie, then the page renders again. */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <NativeSelect
      size="xs"
      aria-label={t('change')}
      value={locale}
      disabled={pending}
      data={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (!isLocale(next)) return;
        document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
        startTransition(() => router.refresh());
      }}
      data-testid="language-switcher"
      w={110}
    />
  );
}
