'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, isLocale } from '@/i18n/locales';
import input from '@/lib/ui/input.module.css';
import classes from './language-switcher.module.css';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Mantine's select chevron (Combobox.Chevron), in its 15×15 frame. */
const CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/**
 * Picks the site's language: stored in the NEXT_LOCALE cookie, then the page renders again. A plain
 * <select> with the look of Mantine's NativeSelect (size xs): it is in every page's footer, and
 * Mantine's would bring its Input family to every first load.
 */
export function LanguageSwitcher() {
  const t = useTranslations('language');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className={`${input.root} ${classes.root}`} data-size="xs" data-right-section>
      <select
        className={input.input}
        aria-label={t('change')}
        value={locale}
        disabled={pending}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocale(next)) return;
          document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
          startTransition(() => router.refresh());
        }}
        data-testid="language-switcher"
      >
        {LOCALES.map((value) => (
          <option key={value} value={value}>
            {LOCALE_NAMES[value]}
          </option>
        ))}
      </select>
      <span className={input.section} data-position="right">
        <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden focusable="false">
          <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      </span>
    </div>
  );
}
