'use client';

import { Button, EmptyState, Paper, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { BookmarkIcon } from '@/features/layout/icons';
import { CREATORS_PATH } from '@/lib/routes';
import { FeedList } from './feed-list';
import { BOOKMARKS_SOURCE } from './feeds.thunks';

/** /user/bookmarks: the posts the fan saved, newest bookmark first (contract 3.14). */
export function BookmarksView() {
  return (
    <Stack gap="lg" maw={680} mx="auto" w="100%">
      <div>
        <Title order={1} fz={28}>
          Bookmarks
        </Title>
        <Text c="dimmed">Posts you saved for later. Only you see this list.</Text>
      </div>
      <FeedList
        source={BOOKMARKS_SOURCE}
        label="Bookmarked posts"
        empty={
          <Paper withBorder radius="lg" p="lg" data-testid="bookmarks-empty">
            <EmptyState
              variant="light"
              icon={<BookmarkIcon size={28} />}
              title="No bookmarks yet"
              description="Tap the bookmark on any post to keep it here."
              py="xl"
            >
              <EmptyState.Actions>
                <Button component={Link} href={CREATORS_PATH} radius="xl" variant="light">
                  Explore creators
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        }
      />
    </Stack>
  );
}
