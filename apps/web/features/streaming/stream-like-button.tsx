'use client';

import { Button } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { useBusyAction } from '@/lib/ui/use-busy-action';
import { likeStream } from './streaming.thunks';

/**
 * A heart with the stream's like count; `likes` follows the room (`stream-likes-changed`), so every
 * viewer sees it move live.
 */
export function StreamLikeButton({
  stream,
  likes,
  onLikes,
}: {
  stream: Pick<Stream, '_id'>;
  likes: number;
  onLikes: (update: (likes: number) => number) => void;
}) {
  const t = useTranslations('live.like');
  const dispatch = useAppDispatch();
  const [liked, setLiked] = useState(false);
  const { busy, run } = useBusyAction(t('notSaved'));
  const setLikes = onLikes;

  // Shown at once; put back if the server says no.
  const toggle = () => {
    const next = !liked;
    setLiked(next);
    setLikes((n) => Math.max(0, n + (next ? 1 : -1)));
    return run(() => dispatch(likeStream(stream._id, next)), {
      onError: () => {
        setLiked(!next);
        setLikes((n) => Math.max(0, n + (next ? -1 : 1)));
      },
    });
  };

  return (
    <Button
      radius="xl"
      variant={liked ? 'filled' : 'light'}
      color="pink"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={liked}
      aria-label={liked ? t('unlike', { likes }) : t('like', { likes })}
      data-testid="stream-like"
    >
      ♥ {likes}
    </Button>
  );
}
