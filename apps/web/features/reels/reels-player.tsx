'use client';

import { ActionIcon, Avatar, Badge, Button, Center, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import type { Reel } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { memo, useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { assetLock, reelPoster, toPage } from '@/features/assets/asset-view';
import { LockPanel } from '@/features/assets/lock-panel';
import { sendReaction } from '@/features/assets/reactions';
import { tokens } from '@/features/feeds/feed-view';
import { EyeIcon, FilmIcon, HeartIcon, PlayIcon, VolumeIcon, VolumeOffIcon } from '@/features/layout/icons';
import { compactCount } from '@/features/profile/profile-stats';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { usePurchases } from '@/features/wallet/use-purchases';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { CREATORS_PATH, LOGIN_PATH, profilePath } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { REELS_PAGE_SIZE, initialReelsFeed, reelsFeedActions, reelsFeedSlice } from './reels.slice';
import { createViewTracker } from './view-tracker';
import classes from './reels.module.css';

interface SlideProps {
  reel: Reel;
  index: number;
  active: boolean;
  /** The active reel and its neighbours load their video; the rest wait. */
  near: boolean;
  muted: boolean;
  onToggleMute: () => void;
  onTime: (reel: Reel, time: number) => void;
  onPause: (reel: Reel) => void;
  onLike: (reel: Reel) => void;
  onMediaError: (reel: Reel) => void;
}

/** One reel filling the screen: the video (or the lock), the creator and text, like and views. */
const ReelSlide = memo(function ReelSlide({
  reel,
  index,
  active,
  near,
  muted,
  onToggleMute,
  onTime,
  onPause,
  onLike,
  onMediaError,
}: SlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const lock = assetLock(reel);
  const poster = reelPoster(reel);
  const name = reel.performer?.name || reel.performer?.username || 'Creator';
  const profile = reel.performer ? profilePath(reel.performer.username || reel.performer._id) : null;
  const url = lock ? null : (reel.video?.url ?? null);

  // The reel in view plays (muted until the viewer taps); the others stop. Keyed on the video, not
  // on the reel object, which changes with every like.
  useEffect(() => {
    const node = video.current;
    if (!node) return;
    if (active) {
      node.play().then(
        () => setPaused(false),
        () => setPaused(true),
      );
    } else {
      node.pause();
      onPause(reel);
    }
  }, [active, url]);

  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted]);

  const togglePlay = () => {
    const node = video.current;
    if (!node) return;
    if (node.paused)
      void node.play().then(
        () => setPaused(false),
        () => undefined,
      );
    else {
      node.pause();
      setPaused(true);
    }
  };

  return (
    <section
      className={classes.slide}
      data-index={index}
      data-reel-id={reel._id}
      data-active={active || undefined}
      aria-label={`Reel ${index + 1}${reel.title ? `: ${reel.title}` : ''} by ${name}`}
      data-testid="reel"
    >
      <div className={classes.frame}>
        {url ? (
          <video
            ref={video}
            className={classes.video}
            src={near ? url : undefined}
            poster={poster ?? undefined}
            muted
            loop
            playsInline
            preload={near ? 'auto' : 'none'}
            onClick={onToggleMute}
            onTimeUpdate={(event) => onTime(reel, event.currentTarget.currentTime)}
            onError={() => onMediaError(reel)}
            aria-label={muted ? 'Tap to unmute' : 'Tap to mute'}
            data-testid="reel-video"
          />
        ) : (
          <>
            {poster ? <img src={poster} alt="" className={classes.poster} aria-hidden="true" /> : null}
            {lock ? (
              <div className={classes.lock}>
                <LockPanel
                  lock={lock}
                  price={reel.price}
                  performer={reel.performer}
                  noun="reel"
                  item={{ target: 'reel', _id: reel._id, title: reel.title || 'Reel', image: poster }}
                  testId="reel-locked"
                />
              </div>
            ) : null}
          </>
        )}

        {url && muted && active ? (
          <Badge
            className={classes.hint}
            variant="filled"
            color="dark"
            radius="xl"
            leftSection={<VolumeOffIcon size={12} />}
          >
            Tap to unmute
          </Badge>
        ) : null}
        {url && paused && active ? (
          <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
            <PlayIcon size={56} color="#fff" />
          </Center>
        ) : null}

        <div className={classes.info}>
          {profile ? (
            <Group gap="xs" wrap="nowrap" mb={6}>
              <Avatar src={reel.performer?.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={32} />
              <Link href={profile} className={classes.creator}>
                {name}
              </Link>
              {reel.isSale && reel.price > 0 ? (
                <Badge variant="filled" color="dark" radius="xl" size="sm">
                  {tokens(reel.price)}
                </Badge>
              ) : null}
            </Group>
          ) : null}
          {reel.title ? (
            <Text fw={600} size="sm" lineClamp={2}>
              {reel.title}
            </Text>
          ) : null}
          {reel.description ? (
            <Text size="sm" lineClamp={2} opacity={0.85}>
              {reel.description}
            </Text>
          ) : null}
        </div>

        <div className={classes.side}>
          <div className={classes.sideButton}>
            <ActionIcon
              size={44}
              radius="xl"
              variant="transparent"
              className={classes.round}
              aria-pressed={reel.isLiked}
              aria-label={reel.isLiked ? 'Unlike' : 'Like'}
              onClick={() => onLike(reel)}
              data-testid="reel-like"
            >
              <HeartIcon size={24} filled={reel.isLiked} />
            </ActionIcon>
            <span data-testid="reel-likes">{compactCount(reel.stats.likes)}</span>
          </div>
          <div className={classes.sideButton} aria-label={`${reel.stats.views} views`} role="img">
            <EyeIcon size={24} />
            <span data-testid="reel-views">{compactCount(reel.stats.views)}</span>
          </div>
          {url ? (
            <>
              <ActionIcon
                size={44}
                radius="xl"
                variant="transparent"
                className={classes.round}
                aria-label={muted ? 'Unmute' : 'Mute'}
                onClick={onToggleMute}
                data-testid="reel-mute"
              >
                {muted ? <VolumeOffIcon size={22} /> : <VolumeIcon size={22} />}
              </ActionIcon>
              <ActionIcon
                size={44}
                radius="xl"
                variant="transparent"
                className={classes.round}
                aria-label={paused ? 'Play' : 'Pause'}
                onClick={togglePlay}
              >
                <PlayIcon size={20} filled={paused} />
              </ActionIcon>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
});

/**
 * /reels: a vertical, full-height feed that snaps one reel per screen. The reel in view plays,
 * muted until tapped (browsers allow muted autoplay); a view is counted once it has played about
 * two seconds (`POST /reels/{id}/view`). Arrow keys (or j/k) move between reels, m mutes.
 */
export function ReelsPlayer() {
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
        toast.info('Sign in to like reels');
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
    [api, router, signedIn],
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
                Try again
              </Button>
            </Stack>
          ) : (
            <EmptyState
              variant="light"
              icon={<FilmIcon size={28} />}
              title="No reels yet"
              description="When creators post reels, they play here."
              data-testid="reels-empty"
            >
              <EmptyState.Actions>
                <Button component={Link} href={CREATORS_PATH} radius="xl" variant="light">
                  Explore creators
                </Button>
              </EmptyState.Actions>
            </EmptyState>
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
      aria-label="Reels. Arrow keys move between reels, m mutes."
      aria-busy={state.loading}
      data-testid="reels-player"
    >
      {count === 0 ? (
        <Center h="100%">
          <Loader color="gray" aria-label="Loading reels" />
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
          <Loader size="sm" color="gray" aria-label="Loading more reels" />
        </Center>
      ) : null}
    </div>
  );
}
