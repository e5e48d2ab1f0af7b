'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LockPanelFrame } from '@/features/feeds/lock-panel-frame';
import { SubscribeToUnlock } from '@/features/subscriptions/subscribe-button';
import type { PurchaseItem } from '@/features/wallet/purchase';
import { UnlockButton } from '@/features/wallet/unlock-button';
import type { AssetLock } from './asset-view';
import feedClasses from '@/features/feeds/feed-card.module.css';

export interface LockPanelProps {
  lock: AssetLock;
  price: number;
  performer: { _id: string; username?: string; name?: string } | undefined;
  /** "12 photos", "A 3:20 video". */
  holds?: string;
  /** What is locked, in the sentence under the icon: "gallery", "video", "reel". */
  noun: string;
  /** What the purchase dialog shows and buys (the price and creator come from the props above). */
  item: Pick<PurchaseItem, 'target' | '_id' | 'title' | 'image'>;
  testId?: string;
  /** Re-reads the item once the fan subscribes from here (else the page loads again). */
  onSubscribed?: () => void;
}

/**
 * The way into a locked item: pay once from the wallet (the purchase dialog) or subscribe in the
 * subscribe dialog. The same panel as on locked posts.
 */
export function LockPanel({
  lock,
  price,
  performer,
  holds,
  noun,
  item,
  testId = 'lock-panel',
  onSubscribed,
}: LockPanelProps) {
  const t = useTranslations('assets');
  const name = performer?.name || performer?.username || t('thisCreator');
  return (
    <LockPanelFrame purchase={lock === 'purchase'} noun={noun} name={name} holds={holds} testId={testId}>
      {lock === 'purchase' ? (
        <UnlockButton item={{ ...item, price, performerName: performer?.name || performer?.username || undefined }} />
      ) : performer ? (
        <SubscribeToUnlock performer={performer} onSubscribed={onSubscribed} />
      ) : null}
    </LockPanelFrame>
  );
}

const SHARP = { inset: 0, width: '100%', height: '100%', filter: 'brightness(0.7)' } as const;

/**
 * A picture (always allowed) under the lock panel: blurred for previews of what is locked; sharp,
 * only darkened, for a gallery's cover, which is the creator's shop window.
 */
export function LockedArea({
  preview,
  children,
  minHeight = 320,
  blur = true,
  testId = 'locked',
}: {
  preview: string | null;
  children: ReactNode;
  minHeight?: number;
  blur?: boolean;
  testId?: string;
}) {
  return (
    <div className={feedClasses.locked} style={{ minHeight }} data-testid={testId}>
      {preview ? (
        <img
          src={preview}
          alt=""
          className={feedClasses.lockedPreview}
          style={blur ? undefined : SHARP}
          aria-hidden="true"
        />
      ) : null}
      {children}
    </div>
  );
}
