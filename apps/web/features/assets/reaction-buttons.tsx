'use client';

import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { BookmarkIcon, HeartIcon } from '@/features/layout/icons';
import { compactCount } from '@/features/profile/profile-stats';
import type { AssetReaction } from './reactions';
import classes from './assets.module.css';

/** The like button (with its count) and the bookmark toggle of an item's page. */
export function ReactionButtons({
  liked,
  bookmarked,
  likes,
  pending,
  onToggle,
  canBookmark = true,
  color = 'gray',
}: {
  /** Undefined when the item's answer does not say: the like button is left out. */
  liked?: boolean;
  bookmarked: boolean;
  likes: number;
  pending: AssetReaction | null;
  onToggle: (action: AssetReaction) => void;
  /** Creators do not bookmark their own items. */
  canBookmark?: boolean;
  color?: string;
}) {
  const t = useTranslations('assets.reactions');
  const bookmarkLabel = bookmarked ? t('removeBookmark') : t('bookmark');
  return (
    <Group gap={4} wrap="nowrap">
      {liked === undefined ? null : (
        <Button
          variant="subtle"
          color={color}
          radius="xl"
          size="compact-md"
          className={classes.reaction}
          leftSection={<HeartIcon size={18} filled={liked} />}
          aria-pressed={liked}
          aria-label={t('like', { count: compactCount(likes) })}
          onClick={() => onToggle('like')}
          disabled={pending === 'like'}
          data-testid="like-button"
        >
          <span aria-hidden="true">{compactCount(likes)}</span>
        </Button>
      )}
      {canBookmark ? (
        <Tooltip label={bookmarkLabel}>
          <ActionIcon
            variant="subtle"
            color={color}
            radius="xl"
            size="lg"
            className={classes.reaction}
            aria-pressed={bookmarked}
            aria-label={bookmarkLabel}
            onClick={() => onToggle('bookmark')}
            disabled={pending === 'bookmark'}
            data-testid="bookmark-button"
          >
            <BookmarkIcon size={18} filled={bookmarked} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
