'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LockIcon } from '@/features/layout/icons';
import classes from './feed-card.module.css';

const NOUNS = ['post', 'gallery', 'video', 'reel', 'product'] as const;
type Noun = (typeof NOUNS)[number] | 'item';
const nounOf = (noun: string): Noun => ((NOUNS as readonly string[]).includes(noun) ? (noun as Noun) : 'item');

/**
 * The panel over something locked (a post, gallery, video or reel): the lock, what it holds, the
 * sentence that says how to get in (pay once, or subscribe to `name`) and the button (`children`)
 * that does it. Shared by locked posts and locked assets; it loads nothing the feed does not.
 */
export function LockPanelFrame({
  purchase,
  noun,
  name,
  holds,
  testId,
  children,
}: {
  /** Paid once from the wallet; otherwise open to subscribers. */
  purchase: boolean;
  /** What is locked: "post", "gallery", "video", "reel". */
  noun: string;
  /** The creator to subscribe to. */
  name: string | undefined;
  /** "12 photos", "A 3:20 video". */
  holds?: string;
  testId?: string;
  children: ReactNode;
}) {
  const t = useTranslations('feeds.lock');
  const key = nounOf(noun);
  return (
    <div className={classes.lockPanel} data-testid={testId}>
      <div className={classes.lockStack}>
        <LockIcon size={26} />
        {holds ? <p className={classes.lockHolds}>{holds}</p> : null}
        <p className={classes.lockText}>{purchase ? t(`pay.${key}`) : t(`subscribe.${key}`, { name: name ?? '' })}</p>
        {children}
      </div>
    </div>
  );
}
