'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { CommentIcon } from '@/features/layout/icons';
import { compactCount } from '@/features/profile/profile-stats';

/** Opens and closes an item's comments; shows their count (`comments-button`). */
export function CommentsButton({
  total,
  expanded,
  controls,
  onClick,
  className,
}: {
  total: number;
  expanded: boolean;
  /** The id of the comments' panel. */
  controls?: string;
  onClick: () => void;
  className?: string;
}) {
  const t = useTranslations('assets.reactions');
  return (
    <Button
      variant="subtle"
      color="gray"
      radius="xl"
      size="compact-md"
      className={className}
      leftSection={<CommentIcon size={18} />}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={t('comments', { count: total })}
      onClick={onClick}
      data-testid="comments-button"
    >
      <span aria-hidden="true">{compactCount(total)}</span>
    </Button>
  );
}
