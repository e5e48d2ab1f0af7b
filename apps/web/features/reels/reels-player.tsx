'use client';

import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { Reel } from '@fanlane/shared';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { toPage } from '@/features/assets/asset-view';
import { ExploreEmpty } from '@/features/assets/explore-empty';
import { sendReaction } from '@/features/assets/reactions';
import { FilmIcon } from '@/features/layout/icons';
import { usePurchases } from '@/features/wallet/use-purchases';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { ReelSlide } from './reel-slide';
import { REELS_PAGE_SIZE, initialReelsFeed, reelsFeedActions, reelsFeedSlice } from './reels.slice';
import { createViewTracker } from './view-tracker';
import classes from './reels.module.css';

/**
 * /reels: a vertical, full-height feed that snaps one reel per screen. The reel in view plays,
 * muted until tapped (browsers allow muted autoplay); a view is counted once it has played about
 * two seconds (`POST /reels/{id}/view`). Arrow keys (or j/k) move between reels, m mutes.
 */
export function ReelsPlayer() {
  const t = useTranslations('reels.player');
  const common = useTranslations('common');
  const api = useApi();
  const router = useRouter();
  const params = useSearchParams();
  const performerId = params.get('performerId') ?? '';
  const startId = params.get('reel') ?? '';
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const [state, dispatch] = useReducer(reelsFeedSlice.reducer, initialReelsFeed);
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  const tracker = useRef(createViewTracker());
  const refreshed = useRef(new Set<string>());
  const container = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const loadPage = useCallback(async () => {
    const current = stateRef.current;
    if (current.loading || current.done) return;
    dispatch(reelsFeedActions.requested());
    try {
      const answer = await api.get<unknown>('/reels/feed', {
        query: { limit: REELS_PAGE_SIZE, offset: current.offset, performerId: performerId || undefined },
      });
      dispatch(reelsFeedActions.pageLoaded({ ...toPage<Reel>(answer), limit: REELS_PAGE_SIZE }));
    } catch (error) {
      dispatch(reelsFeedActions.failed(messageOf(error)));
    }
  }, [api, performerId]);

  // The reel opened by link first, then the feed.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (startId) {
        try {
          const reel = await api.get<Reel>(`/reels/${encodeURIComponent(startId)}`);
          if (!cancelled && reel?._id) dispatch(reelsFeedActions.pinned(reel));
        } catch {
          // A reel that is gone: the feed alone.
        }
      }
      if (!cancelled) await loadPage();
    })();
    return () => {
      cancelled = true;
    };
  }, [api, loadPage, startId]);

  // Which reel is in view: the one covering most of the screen.
  const count = state.items.length;
  useEffect(() => {
    const root = container.current;
    if (!root || count === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= 0.6)
            setActive(Number((entry.target as HTMLElement).dataset.index ?? 0));
        }
      },
      { root, threshold: [0.6] },
    );
    root.querySelectorAll('[data-testid="reel"]').forEach((node) => observer.observe(node));
    return () => observer.disconnect();
  }, [count]);

  // Near the end: the next page.
  useEffect(() => {
    if (count > 0 && active >= count - 2 && !state.done && !state.loading && !state.error) void loadPage();
  }, [active, count, loadPage, state.done, state.error, state.loading]);

  const onTime = useCallback(
    (reel: Reel, time: number) => {
      if (!tracker.current.onTime(reel._id, time)) return;
      api
        .post<{ viewed: boolean; views: number }>(`/reels/${encodeURIComponent(reel._id)}/view`)
        .then((answer) => dispatch(reelsFeedActions.viewCounted({ reelId: reel._id, views: answer.views })))
        .catch(() => tracker.current.retry(reel._id));
    },
    [api],
  );
  const onPause = useCallback((reel: Reel) => tracker.current.paused(reel._id), []);

  const onLike = useCallback(
    async (reel: Reel) => {
      if (!signedIn) {
        toast.info(t('signInToLike'));
        router.push(LOGIN_PATH);
        return;
      }
      const on = !reel.isLiked;
      dispatch(reelsFeedActions.liked({ reelId: reel._id, on }));
      try {
        await sendReaction(api, 'reel', reel._id, 'like', on);
      } catch (error) {
        dispatch(reelsFeedActions.liked({ reelId: reel._id, on: !on }));
        toast.error(messageOf(error));
      }
    },
    [api, router, signedIn, t],
  );

  // A signed link lasts minutes: a reel that fails to load gets a fresh copy, once.
  const onMediaError = useCallback(
    (reel: Reel) => {
      if (refreshed.current.has(reel._id)) return;
      refreshed.current.add(reel._id);
      api
        .get<Reel>(`/reels/${encodeURIComponent(reel._id)}`)
        .then((fresh) => fresh?._id && dispatch(reelsFeedActions.replaced(fresh)))
        .catch(() => undefined);
    },
    [api],
  );

  // A reel bought (here or in another tab) is read again and plays in place.
  usePurchases((reelId) => {
    if (!stateRef.current.items.some((r) => r._id === reelId)) return;
    api
      .get<Reel>(`/reels/${encodeURIComponent(reelId)}`)
      .then((fresh) => fresh?._id && dispatch(reelsFeedActions.replaced(fresh)))
      .catch(() => undefined);
  });

  const toggleMute = useCallback(() => setMuted((m) => !m), []);

  const go = (index: number) => {
    const target = container.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && (event.target as HTMLElement).closest('a, button')) return;
    if (['ArrowDown', 'PageDown', 'j'].includes(event.key)) {
      event.preventDefault();
      go(Math.min(active + 1, count - 1));
    } else if (['ArrowUp', 'PageUp', 'k'].includes(event.key)) {
      event.preventDefault();
      go(Math.max(active - 1, 0));
    } else if (event.key === 'm') {
      toggleMute();
    }
  };

  if (state.loaded && count === 0) {
    return (
      <div className={classes.feed}>
        <div className={classes.empty}>
          {state.error ? (
            <Stack align="center" gap="sm">
              <Text c="red">{state.error}</Text>
              <Button radius="xl" variant="light" onClick={() => void loadPage()}>
                {common('retry')}
              </Button>
            </Stack>
          ) : (
            <ExploreEmpty
              icon={<FilmIcon size={28} />}
              title={t('emptyTitle')}
              description={t('emptyDescription')}
              testId="reels-empty"
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <div
      ref={container}
      className={classes.feed}
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label={t('label')}
      aria-busy={state.loading}
      data-testid="reels-player"
    >
      {count === 0 ? (
        <Center h="100%">
          <Loader color="gray" aria-label={t('loading')} />
        </Center>
      ) : (
        state.items.map((reel, index) => (
          <ReelSlide
            key={reel._id}
            reel={reel}
            index={index}
            active={index === active}
            near={Math.abs(index - active) <= 1}
            muted={muted}
            onToggleMute={toggleMute}
            onTime={onTime}
            onPause={onPause}
            onLike={onLike}
            onMediaError={onMediaError}
          />
        ))
      )}
      {count > 0 && state.loading ? (
        <Center py="md">
          <Loader size="sm" color="gray" aria-label={t('loadingMore')} />
        </Center>
      ) : null}
    </div>
  );
}
