'use client';

import { Box, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Reel } from '@fanlane/shared';
import { CardPicture, LinkCard, OverlayBadge } from '@/features/assets/asset-card';
import { reelPoster } from '@/features/assets/asset-view';
import { compactCount } from '@/features/profile/profile-stats';
import { EyeIcon, FilmIcon, LockIcon } from '@/features/layout/icons';
import { reelsPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';

/** A reel in a grid (profile tab, bookmarks): its still and views; opens the player on it. */
export function ReelCard({ reel, performerId }: { reel: Reel; performerId?: string }) {
  const t = useTranslations('reels.card');
  const locked = !reel.canView;
  return (
    <LinkCard
      href={reelsPath({ reel: reel._id, performerId })}
      label={t(locked ? 'labelLocked' : 'label', { title: reel.title || t('reel'), count: reel.stats.views })}
      testId="reel-card"
    >
      <Box className={classes.media} data-shape="reel" data-locked={locked || undefined}>
        <CardPicture src={reelPoster(reel)} icon={<FilmIcon size={28} />} />
        {locked ? (
          <span className={classes.lockMark} aria-hidden="true">
            <LockIcon size={22} />
          </span>
        ) : null}
        <div className={classes.corner}>
          <OverlayBadge icon={<EyeIcon size={12} />}>{compactCount(reel.stats.views)}</OverlayBadge>
        </div>
      </Box>
      {reel.title ? (
        <Text size="sm" fw={600} truncate px="sm" py={6}>
          {reel.title}
        </Text>
      ) : null}
    </LinkCard>
  );
}
