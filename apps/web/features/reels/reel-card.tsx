'use client';

import { Badge, Box, Card, Text } from '@mantine/core';
import type { Reel } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { reelPoster } from '@/features/assets/asset-view';
import { compactCount } from '@/features/profile/profile-stats';
import { EyeIcon, FilmIcon, LockIcon } from '@/features/layout/icons';
import { reelsPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';

/** A reel in a grid (profile tab, bookmarks): its still and views; opens the player on it. */
export function ReelCard({ reel, performerId }: { reel: Reel; performerId?: string }) {
  const poster = reelPoster(reel);
  const locked = !reel.canView;
  return (
    <Card
      component={Link}
      href={reelsPath({ reel: reel._id, performerId })}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      aria-label={`${reel.title || 'Reel'}, ${reel.stats.views} views${locked ? ', locked' : ''}`}
      data-testid="reel-card"
    >
      <Box className={classes.media} data-shape="reel" data-locked={locked || undefined}>
        {poster ? (
          <img src={poster} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder}>
            <FilmIcon size={28} />
          </span>
        )}
        {locked ? (
          <span className={classes.lockMark} aria-hidden="true">
            <LockIcon size={22} />
          </span>
        ) : null}
        <div className={classes.corner}>
          <Badge variant="filled" color="dark" radius="xl" leftSection={<EyeIcon size={12} />}>
            {compactCount(reel.stats.views)}
          </Badge>
        </div>
      </Box>
      {reel.title ? (
        <Text size="sm" fw={600} truncate px="sm" py={6}>
          {reel.title}
        </Text>
      ) : null}
    </Card>
  );
}
