'use client';

import type { Reel } from '@fanlane/shared';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toPage } from '@/features/assets/asset-view';
import { sendReaction } from '@/features/assets/reactions';
import { usePurchases } from '@/features/wallet/use-purchases';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { LOGIN_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { initialReelsFeed, reelsFeedActions, reelsFeedSlice } from './reels.slice';
import { createViewTracker } from './view-tracker';

/** How many reels one call of the feed asks for. */
const REELS_PAGE_SIZE = 6;

/**
 * The reels of /reels and what a slide does with them: the reel of `?reel=` first, then the feed
 * (of `?performerId=` when given) a page at a time; a view counted after two seconds of play, a
 * like (sign-in first), a fresh copy of a reel whose signed link expired or that was just bought.
 */
export function useReelsFeed() {
  const t = useTranslations('reels.player');
  const api = useApi();
  const router = useRouter();
  const params = useSearchParams();
  const performerId = params.get('performerId') ?? '';
  const startId = params.get('reel') ?? '';
  const signedIn = useAppSelector((state) => state.auth.loggedIn);
  const [state, dispatch] = useReducer(reelsFeedSlice.reducer, initialReelsFeed);
  const tracker = useRef(createViewTracker());
  const refreshed = useRef(new Set<string>());
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

  const replace = useCallback(
    (reelId: string) =>
      api
        .get<Reel>(`/reels/${encodeURIComponent(reelId)}`)
        .then((fresh) => fresh?._id && dispatch(reelsFeedActions.replaced(fresh)))
        .catch(() => undefined),
    [api],
  );

  // A reel bought (here or in another tab) is read again and plays in place.
  usePurchases((reelId) => {
    if (stateRef.current.items.some((r) => r._id === reelId)) void replace(reelId);
  });

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
      void replace(reel._id);
    },
    [replace],
  );

  return { state, loadPage, slide: { onTime, onPause, onLike, onMediaError } };
}
