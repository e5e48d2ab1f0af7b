'use client';

import { ActionIcon, Modal } from '@mantine/core';
import type { FileView } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/features/layout/icons';
import classes from './feed-card.module.css';

/** The photo viewer's previous and next buttons (labels: `feeds.viewer.<label>`). */
const VIEWER_STEPS = [
  { side: 'left', by: -1, label: 'previous', Icon: ChevronLeftIcon },
  { side: 'right', by: 1, label: 'next', Icon: ChevronRightIcon },
] as const;

/** The photo viewer: one photo at a time, arrows and the arrow keys to move between them. */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  author,
}: {
  photos: FileView[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  author: string;
}) {
  const t = useTranslations('feeds.viewer');
  const count = photos.length;
  const current = index === null ? null : photos[index];
  const step = useCallback(
    (by: number) => {
      if (index === null || count < 2) return;
      onIndex((index + by + count) % count);
    },
    [count, index, onIndex],
  );

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, step]);

  return (
    <Modal
      opened={current != null}
      onClose={onClose}
      size="xl"
      centered
      padding={0}
      title={index === null ? '' : t('title', { index: index + 1, count })}
      classNames={{ body: classes.viewerBody }}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
      data-testid="photo-viewer"
    >
      {current ? (
        <>
          <img
            src={current.url ?? current.thumbnails[0] ?? ''}
            alt={t('alt', { index: (index ?? 0) + 1, count, author })}
            className={classes.viewerImage}
          />
          {count > 1 ? (
            <>
              {VIEWER_STEPS.map(({ side, by, label, Icon }) => (
                <ActionIcon
                  key={side}
                  className={classes.viewerNav}
                  data-side={side}
                  variant="white"
                  color="dark"
                  radius="xl"
                  size="lg"
                  onClick={() => step(by)}
                  aria-label={t(label)}
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
