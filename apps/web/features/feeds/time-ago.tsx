'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/ui/when-idle';
import { fullDate, postAge } from './feed-view';

/**
 * A post's age ("just now", "5m", "3d", "Jun 1") with its full date on hover. The server renders
 * it and the browser renders it again moments later, so the text can move on by a minute in
 * between ("just now" → "1m"): React is told that this one element may differ, instead of throwing
 * a hydration error for it. The full date is written by the server and, in the browser, once the
 * page is idle: making its formatter was most of a phone's hydration time for a page of posts.
 */
export function TimeAgo({ iso }: { iso: string }) {
  const [title, setTitle] = useState(() => (typeof window === 'undefined' ? fullDate(iso) : undefined));
  useEffect(() => whenIdle(() => setTitle(fullDate(iso))), [iso]);
  return (
    <time dateTime={iso} title={title} suppressHydrationWarning>
      {postAge(iso)}
    </time>
  );
}
