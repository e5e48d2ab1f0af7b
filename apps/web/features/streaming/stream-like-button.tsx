'use client';

import { Button } from '@mantine/core';
import type { Stream } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { messageOf } from '@/lib/api/error';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
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
  const [busy, setBusy] = useState(false);
  const setLikes = onLikes;

  const toggle = async () => {
    const next = !liked;
    setBusy(true);
    setLiked(next);
    setLikes((n) => Math.max(0, n + (next ? 1 : -1)));
    try {
      await dispatch(likeStream(stream._id, next));
    } catch (error) {
      setLiked(!next);
      setLikes((n) => Math.max(0, n + (next ? -1 : 1)));
      toast.error(messageOf(error), t('notSaved'));
    } finally {
      setBusy(false);
    }
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
