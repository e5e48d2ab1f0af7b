'use client';

import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { Reel } from '@fanlane/shared';
import { StatCount } from '@/features/assets/asset-card';
import { reelPoster } from '@/features/assets/asset-view';
import { StatusBadges } from '@/features/studio/status-badges';
import { StudioCard, type StudioCardHandlers } from '@/features/studio/studio-card';
import { EyeIcon, FilmIcon, HeartIcon, PlayIcon } from '@/features/layout/icons';
import { reelsPath } from '@/lib/routes';
import classes from '@/features/assets/assets.module.css';
import { StudioItemActions } from '@/features/studio/studio-item-actions';

export function StudioReelCard({ reel, onEdit, onDelete }: { reel: Reel } & StudioCardHandlers<Reel>) {
  const t = useTranslations('reels.studio');
  return (
    <StudioCard
      testId="own-reel"
      shape="reel"
      picture={reelPoster(reel)}
      icon={<FilmIcon size={28} />}
      overlay={
        reel.processing ? (
          <span className={classes.lockMark} role="status">
            <Stack gap={4} align="center">
              <Loader size="sm" color="white" />
              <Text size="xs" fw={600}>
                {t('processing')}
              </Text>
            </Stack>
          </span>
        ) : null
      }
      title={reel.title || t('untitled')}
      titleSize="sm"
      actions={
        <StudioItemActions
          justify="flex-end"
          className={classes.tileActions}
          name={reel.title || t('reel')}
          kind="reel"
          viewHref={reelsPath({ reel: reel._id, performerId: reel.performerId })}
          viewLabel={t('play')}
          viewIcon={<PlayIcon size={14} />}
          edit={() => onEdit(reel)}
          onDelete={() => onDelete(reel)}
        />
      }
    >
      <StatusBadges item={reel} />
      <Group gap="sm" c="dimmed">
        <StatCount icon={<EyeIcon size={12} />} value={reel.stats.views} testId="own-reel-views" />
        <StatCount icon={<HeartIcon size={12} />} value={reel.stats.likes} />
      </Group>
    </StudioCard>
  );
}
