'use client';

import type { ReactNode } from 'react';
import { LockIcon } from '@/features/layout/icons';
import classes from './feed-card.module.css';

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
  return (
    <div className={classes.lockPanel} data-testid={testId}>
      <div className={classes.lockStack}>
        <LockIcon size={26} />
        {holds ? <p className={classes.lockHolds}>{holds}</p> : null}
        <p className={classes.lockText}>
          {purchase ? (
            <>Pay once to unlock this {noun}.</>
          ) : (
            <>
              Subscribe to {name} to see this {noun}.
            </>
          )}
        </p>
        {children}
      </div>
    </div>
  );
}
