'use client';

import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ExploreEmpty } from '@/features/assets/explore-empty';
import { FilmIcon } from '@/features/layout/icons';
import { ReelSlide } from './reel-slide';
import { useReelsFeed } from './use-reels-feed';
import classes from './reels.module.css';

/**
 * /reels: a vertical, full-height feed that snaps one reel per screen. The reel in view plays,
 * muted until tapped (browsers allow muted autoplay); a view is counted once it has played about
 * two seconds (`POST /reels/{id}/view`). Arrow keys (or j/k) move between reels, m mutes.
 */
export function ReelsPlayer() {
  const t = useTranslations('reels.player');
  const common = useTranslations('common');
  const { state, loadPage, slide } = useReelsFeed();
  const [active, setActive] = useState(0);
  const [muted, setMuted] = useState(true);
  const container = useRef<HTMLDivElement>(null);

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
            {...slide}
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
