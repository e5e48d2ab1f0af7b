'use client';

import { Button, Stack, Text, Tooltip } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { tokens } from '@/features/feeds/feed-view';
import { LockIcon } from '@/features/layout/icons';
import { profilePath } from '@/lib/routes';
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
  testId?: string;
}

/**
 * The way into a locked item: pay once (buying comes with the wallet, so the button says so) or
 * subscribe on the creator's profile. The same panel as on locked posts.
 */
export function LockPanel({ lock, price, performer, holds, noun, testId = 'lock-panel' }: LockPanelProps) {
  const name = performer?.name || performer?.username || 'this creator';
  const profile = performer ? profilePath(performer.username || performer._id) : null;
  return (
    <div className={feedClasses.lockPanel} data-testid={testId}>
      <Stack gap={8} align="center">
        <LockIcon size={26} />
        {holds ? (
          <Text size="sm" fw={600}>
            {holds}
          </Text>
        ) : null}
        {lock === 'purchase' ? (
          <>
            <Text size="sm" c="dimmed">
              Pay once to unlock this {noun}.
            </Text>
            <Tooltip label="Buying is coming soon" events={{ hover: true, focus: true, touch: true }}>
              <Button
                radius="xl"
                data-disabled
                aria-disabled="true"
                onClick={(event) => event.preventDefault()}
                data-testid="unlock-button"
              >
                Unlock for {tokens(price)}
              </Button>
            </Tooltip>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Subscribe to {name} to see this {noun}.
            </Text>
            {profile ? (
              <Button component={Link} href={profile} radius="xl" data-testid="subscribe-to-unlock">
                Subscribe to unlock
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </div>
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
