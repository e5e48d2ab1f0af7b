'use client';

import { Button } from '@mantine/core';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { useBusyAction } from '@/lib/ui/use-busy-action';
import { followed, unfollowed } from './follow.slice';
import { followCreator, unfollowCreator } from './follow.thunks';

export interface FollowButtonProps {
  creatorId: string;
  creatorName: string;
  /** What the server said when it rendered the page (isFollowed for the caller). */
  initiallyFollowing: boolean;
  /** Told about each change, so a follower count can move with it. */
  onChange?: (following: boolean) => void;
}

/**
 * Follow or unfollow a creator. Signed out, it goes to sign-in. The server's answer seeds the
 * followed ids of the store, which then stay the single source of truth.
 */
export function FollowButton({ creatorId, creatorName, initiallyFollowing, onChange }: FollowButtonProps) {
  const t = useTranslations('follows.button');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const inStore = useAppSelector((state) => state.follow.followedIds.includes(creatorId));
  const [seeded, setSeeded] = useState(false);
  const { busy, run } = useBusyAction();

  useEffect(() => {
    dispatch(initiallyFollowing ? followed(creatorId) : unfollowed(creatorId));
    setSeeded(true);
  }, [dispatch, creatorId, initiallyFollowing]);

  const following = seeded ? inStore : initiallyFollowing;

  const toggle = async () => {
    if (!loggedIn) {
      toast.info(t('signIn', { name: creatorName }));
      router.push(LOGIN_PATH);
      return;
    }
    await run(async () => {
      await dispatch(following ? unfollowCreator(creatorId) : followCreator(creatorId));
      onChange?.(!following);
    });
  };

  return (
    <Button
      radius="xl"
      variant={following ? 'default' : 'light'}
      onClick={toggle}
      loading={busy}
      aria-pressed={following}
      data-testid="follow-button"
    >
      {following ? t('following') : t('follow')}
    </Button>
  );
}
