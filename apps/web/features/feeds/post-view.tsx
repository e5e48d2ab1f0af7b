'use client';

import { Stack, VisuallyHidden } from '@mantine/core';
import type { Feed } from '@fanlane/shared';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { BackLink } from '@/features/assets/back-link';
import { HOME_PATH, profilePath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { FeedCard } from './feed-card';
import { feedLoaded } from './feeds.slice';

/** Back to the timeline for a signed-in reader; a visitor goes to the author's profile instead. */
function PostBackLink({ performer, author }: { performer: Feed['performer']; author: string }) {
  const t = useTranslations('feeds.post');
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  return signedIn ? (
    <BackLink href={HOME_PATH}>{t('timeline')}</BackLink>
  ) : (
    <BackLink href={profilePath(performer.username || performer._id)}>{t('profile', { name: author })}</BackLink>
  );
}

/** A single post page: the card with its comments open; deleting it goes back to the timeline. */
export function PostView({ feed }: { feed: Feed }) {
  const t = useTranslations('feeds.post');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const author = feed.performer.name || feed.performer.username;

  useEffect(() => {
    dispatch(feedLoaded(feed));
  }, [dispatch, feed]);

  return (
    <Stack gap="md" maw={680} mx="auto" w="100%">
      <PostBackLink performer={feed.performer} author={author} />
      {/* The card shows the author and text; the page's main heading names them for screen readers. */}
      <VisuallyHidden component="h1">
        {t('heading', { name: author, text: feed.text.slice(0, 80) || t('post') })}
      </VisuallyHidden>
      <FeedCard feedId={feed._id} fallback={feed} commentsOpen onDeleted={() => router.push(HOME_PATH)} />
    </Stack>
  );
}
