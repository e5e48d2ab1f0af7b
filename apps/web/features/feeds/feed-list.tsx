'use client';

import { Alert, Button, Center, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FEED_PAGE_SIZE } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector, useAppStore } from '@/lib/store/hooks';
import { FeedCard } from './feed-card';
import type { FeedPage } from './feed-view';
import { emptyFeedList, pageLoaded } from './feeds.slice';
import { loadFeedPage, type FeedSource } from './feeds.thunks';

/** Calls `onVisible` whenever the returned element comes near the viewport while `enabled`. */
export function useNearViewport(onVisible: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    // A new observer each time the list can grow again reports at once if the end is still in view.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      rootMargin: '0px 0px 800px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, onVisible]);
  return ref;
}

/**
 * One list of posts from the store, loaded from its source when the list appears, or from `initial`
 * (its first page, read on the server) when the store does not hold the list yet: the posts are then
 * in the server's HTML and nothing is fetched until the reader scrolls.
 */
export function useFeedList(source: FeedSource, initial?: FeedPage | null) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const sourceRef = useRef(source);
  // Seeded during the first render (Redux's pattern for data from the server): the server's store
  // and the browser's then render the same posts. Only into an empty list, so a list the reader
  // already has (or one reloaded after subscribing) is never replaced by an older copy.
  const seeded = useRef<boolean | null>(null);
  if (seeded.current === null) {
    seeded.current = Boolean(initial) && !store.getState().feeds.lists[source.key]?.loaded;
    if (seeded.current && initial) {
      const limit = source.limit ?? FEED_PAGE_SIZE;
      store.dispatch(pageLoaded({ key: source.key, ...initial, limit, reset: true }));
    }
  }
  const list = useAppSelector((state) => state.feeds.lists[source.key]) ?? emptyFeedList;

  useEffect(() => {
    sourceRef.current = source;
  });

  useEffect(() => {
    if (seeded.current) {
      seeded.current = false;
      return;
    }
    void dispatch(loadFeedPage(sourceRef.current, { reset: true }));
  }, [dispatch, source.key]);

  const loadMore = useCallback(() => void dispatch(loadFeedPage(sourceRef.current)), [dispatch]);
  const reload = useCallback(() => void dispatch(loadFeedPage(sourceRef.current, { reset: true })), [dispatch]);
  return { list, loadMore, reload };
}

function CardSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-hidden="true">
      <Group gap="sm" mb="md">
        <Skeleton circle height={44} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="40%" />
          <Skeleton height={10} width="25%" />
        </Stack>
      </Group>
      <Skeleton height={12} mb={8} />
      <Skeleton height={12} width="70%" mb="md" />
      <Skeleton height={220} radius="md" />
    </Paper>
  );
}

/**
 * A timeline of post cards: skeletons on the first load, then more as the end comes into view
 * (IntersectionObserver), with a "Load more" button for keyboards and screen readers, and an
 * error with a retry that keeps what is already shown.
 */
export function FeedList({
  source,
  initial,
  empty,
  label,
}: {
  source: FeedSource;
  /** The first page, read on the server (see `useFeedList`). */
  initial?: FeedPage | null;
  /** Shown when the list has no posts at all. */
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
}) {
  const t = useTranslations('feeds.list');
  const c = useTranslations('common');
  const { list, loadMore, reload } = useFeedList(source, initial);
  const ids = useMemo(() => list.ids, [list.ids]);
  const canGrow = list.loaded && !list.done && !list.loading && !list.error;
  const sentinel = useNearViewport(loadMore, canGrow);
  const firstLoad = !list.loaded && (list.loading || !list.error);

  return (
    <Stack gap="md" aria-busy={list.loading} data-testid={`feed-list-${source.key.split(':')[0]}`}>
      {firstLoad ? (
        <>
          <CardSkeleton />
          <CardSkeleton />
        </>
      ) : null}
      {list.loaded && ids.length === 0 && !list.error ? empty : null}
      {ids.length > 0 ? (
        <Stack gap="md" component="section" aria-label={label}>
          {ids.map((id) => (
            <FeedCard key={id} feedId={id} />
          ))}
        </Stack>
      ) : null}
      {list.error ? (
        <Alert color="red" variant="light" role="alert" title={t('error')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{list.error}</Text>
            <Button size="xs" radius="xl" variant="light" color="red" onClick={list.loaded ? loadMore : reload}>
              {c('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <div ref={sentinel} aria-hidden="true" />
      {list.loaded && list.loading ? (
        <Center>
          <Loader size="sm" aria-label={t('loadingMore')} />
        </Center>
      ) : null}
      {canGrow ? (
        <Center>
          <Button variant="default" radius="xl" onClick={loadMore} data-testid="load-more">
            {t('loadMore')}
          </Button>
        </Center>
      ) : null}
      {list.loaded && list.done && ids.length > 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {t('caughtUp')}
        </Text>
      ) : null}
    </Stack>
  );
}
