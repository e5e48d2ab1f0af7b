'use client';

import { Anchor, Stack, VisuallyHidden } from '@mantine/core';
import type { Feed } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ChevronLeftIcon } from '@/features/layout/icons';
import { HOME_PATH, profilePath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { FeedCard } from './feed-card';
import { feedLoaded } from './feeds.slice';

/** A single post page: the card with its comments open; deleting it goes back to the timeline. */
export function PostView({ feed }: { feed: Feed }) {
  const t = useTranslations('feeds.post');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const author = feed.performer.name || feed.performer.username;

  useEffect(() => {
    dispatch(feedLoaded(feed));
  }, [dispatch, feed]);

  return (
    <Stack gap="md" maw={680} mx="auto" w="100%">
      <Anchor
        component={Link}
        href={signedIn ? HOME_PATH : profilePath(feed.performer.username || feed.performer._id)}
        size="sm"
        c="dimmed"
      >
        <ChevronLeftIcon size={14} style={{ verticalAlign: 'middle' }} />{' '}
        {signedIn ? t('timeline') : t('profile', { name: author })}
      </Anchor>
      {/* The card shows the author and text; the page's main heading names them for screen readers. */}
      <VisuallyHidden component="h1">
        {t('heading', { name: author, text: feed.text.slice(0, 80) || t('post') })}
      </VisuallyHidden>
      <FeedCard feedId={feed._id} fallback={feed} commentsOpen onDeleted={() => router.push(HOME_PATH)} />
    </Stack>
  );
}
