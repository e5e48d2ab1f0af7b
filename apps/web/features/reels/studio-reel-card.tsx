'use client';

import { Box, Card, Group, Loader, Stack, Text } from '@mantine/core';
import type { Reel } from '@fanlane/shared';
import { reelPoster } from '@/features/assets/asset-view';
import { StatusBadges } from '@/features/galleries/creator-galleries-view';
import { EyeIcon, FilmIcon, HeartIcon, PlayIcon } from '@/features/layout/icons';
import { reelsPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';
import { StudioItemActions } from '@/features/studio/studio-item-actions';

export function StudioReelCard({
  reel,
  onEdit,
  onDelete,
}: {
  reel: Reel;
  onEdit: (reel: Reel) => void;
  onDelete: (reel: Reel) => void;
}) {
  const poster = reelPoster(reel);
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} data-testid="own-reel" style={{ flex: 1 }}>
      <Box className={classes.media} data-shape="reel">
        {poster ? (
          <img src={poster} alt="" loading="lazy" />
        ) : (
          <span className={classes.placeholder}>
            <FilmIcon size={28} />
          </span>
        )}
        {reel.processing ? (
          <span className={classes.lockMark} role="status">
            <Stack gap={4} align="center">
              <Loader size="sm" color="white" />
              <Text size="xs" fw={600}>
                Processing…
              </Text>
            </Stack>
          </span>
        ) : null}
      </Box>
      <Stack gap={6} className={classes.body} style={{ flex: 1 }}>
        <Text size="sm" fw={700} truncate>
          {reel.title || 'Untitled reel'}
        </Text>
        <StatusBadges item={reel} />
        <Group gap="sm" c="dimmed">
          <Group gap={4}>
            <EyeIcon size={12} />
            <Text size="xs" data-testid="own-reel-views">
              {reel.stats.views}
            </Text>
          </Group>
          <Group gap={4}>
            <HeartIcon size={12} />
            <Text size="xs">{reel.stats.likes}</Text>
          </Group>
        </Group>
      </Stack>
      <StudioItemActions
        justify="flex-end"
        className={classes.tileActions}
        name={reel.title || 'reel'}
        kind="reel"
        viewHref={reelsPath({ reel: reel._id, performerId: reel.performerId })}
        viewLabel="Play"
        viewIcon={<PlayIcon size={14} />}
        edit={() => onEdit(reel)}
        onDelete={() => onDelete(reel)}
      />
    </Card>
  );
}
