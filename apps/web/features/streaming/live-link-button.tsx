'use client';

import { Button, type ButtonProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import Link from '@/lib/ui/link';
import { LiveIcon } from '@/features/layout/icons';
import { CREATOR_LIVE_PATH } from '@/lib/routes';

type LiveLinkButtonProps = ButtonProps & {
  href: string;
  /** The live icon's size, in px. */
  iconSize?: number;
  children: ReactNode;
  'data-testid'?: string;
};

/** A round red link with the live icon: to a stream ("Live now") or to the creator's studio ("Go live"). */
export function LiveLinkButton({ href, iconSize = 16, children, ...props }: LiveLinkButtonProps) {
  return (
    <Button component={Link} href={href} radius="xl" color="red" leftSection={<LiveIcon size={iconSize} />} {...props}>
      {children}
    </Button>
  );
}

/** "Go live": a creator's way to the live studio (/creator/live). */
export function GoLiveButton(props: Omit<LiveLinkButtonProps, 'href' | 'children'>) {
  const t = useTranslations('live.list');
  return (
    <LiveLinkButton href={CREATOR_LIVE_PATH} {...props}>
      {t('goLive')}
    </LiveLinkButton>
  );
}
