'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { fullDate, postAge } from './feed-view';

/**
 * A post's age ("just now", "5m", "3d", "Jun 1") with its full date on hover. The server renders
 * it and the browser renders it again moments later, so the text can move on by a minute in
 * between ("just now" → "1m"): React is told that this one element may differ, instead of throwing
 * a hydration error for it. The full date is written by the server (hydration leaves the attribute
 * as it is) and, in the browser, when a pointer first rests on the date (a post loaded later):
 * making its formatter was most of a phone's hydration time for a page of posts.
 */
export function TimeAgo({ iso }: { iso: string }) {
  const t = useTranslations('feeds.age');
  const locale = useLocale();
  const [title, setTitle] = useState(() => (typeof window === 'undefined' ? fullDate(iso, locale) : undefined));
  const age = postAge(iso, Date.now(), locale);
  return (
    <time
      dateTime={iso}
      title={title}
      suppressHydrationWarning
      onPointerEnter={title === undefined ? () => setTitle(fullDate(iso, locale)) : undefined}
    >
      {age === null
        ? ''
        : age.unit === 'date'
          ? age.text
          : age.unit === 'now'
            ? t('now')
            : t(age.unit, { count: age.count })}
    </time>
  );
}
