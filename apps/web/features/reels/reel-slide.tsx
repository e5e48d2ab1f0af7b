'use client';

import { ActionIcon, Avatar, Badge, Center, Group, Text } from '@mantine/core';
import type { Reel } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { assetLock, reelPoster } from '@/features/assets/asset-view';
import { LockPanel } from '@/features/assets/lock-panel';
import { useFormat } from '@/lib/i18n/use-format';
import { EyeIcon, HeartIcon, PlayIcon, VolumeIcon, VolumeOffIcon } from '@/features/layout/icons';
import { compactCount } from '@/features/profile/profile-stats';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { profilePath } from '@/lib/routes';
import classes from './reels.module.css';

interface SlideProps {
  reel: Reel;
  index: number;
  active: boolean;
  /** The active reel and its neighbours load their video; the rest wait. */
  near: boolean;
  muted: boolean;
  // What the slide tells the player: read as `props.on…` where it happens.
  onToggleMute: () => void;
  onTime: (reel: Reel, time: number) => void;
  onPause: (reel: Reel) => void;
  onLike: (reel: Reel) => void;
  onMediaError: (reel: Reel) => void;
}

/** A round button on the side of a reel (like, mute, play). */
function SideButton({
  label,
  onClick,
  testId,
  'aria-pressed': pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  testId?: string;
  'aria-pressed'?: boolean;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      size={44}
      radius="xl"
      variant="transparent"
      className={classes.round}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </ActionIcon>
  );
}

/** One reel filling the screen: the video (or the lock), the creator and text, like and views. */
export const ReelSlide = memo(function ReelSlide(props: SlideProps) {
  const { reel, index, active, near, muted } = props;
  const t = useTranslations('reels.slide');
  const f = useFormat();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const lock = assetLock(reel);
  const poster = reelPoster(reel);
  const name = reel.performer?.name || reel.performer?.username || t('creator');
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
      props.onPause(reel);
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
      aria-label={
        reel.title
          ? t('labelTitled', { place: index + 1, title: reel.title, name })
          : t('label', { place: index + 1, name })
      }
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
            onClick={props.onToggleMute}
            onTimeUpdate={(event) => props.onTime(reel, event.currentTarget.currentTime)}
            onError={() => props.onMediaError(reel)}
            aria-label={muted ? t('tapToUnmute') : t('tapToMute')}
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
                  item={{ target: 'reel', _id: reel._id, title: reel.title || t('reel'), image: poster }}
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
            {t('tapToUnmute')}
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
                  {f.tokens(reel.price)}
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
            <SideButton
              aria-pressed={reel.isLiked}
              label={reel.isLiked ? t('unlike') : t('like')}
              onClick={() => props.onLike(reel)}
              testId="reel-like"
            >
              <HeartIcon size={24} filled={reel.isLiked} />
            </SideButton>
            <span data-testid="reel-likes">{compactCount(reel.stats.likes)}</span>
          </div>
          <div className={classes.sideButton} aria-label={t('views', { count: reel.stats.views })} role="img">
            <EyeIcon size={24} />
            <span data-testid="reel-views">{compactCount(reel.stats.views)}</span>
          </div>
          {url ? (
            <>
              <SideButton label={muted ? t('unmute') : t('mute')} onClick={props.onToggleMute} testId="reel-mute">
                {muted ? <VolumeOffIcon size={22} /> : <VolumeIcon size={22} />}
              </SideButton>
              <SideButton label={paused ? t('play') : t('pause')} onClick={togglePlay}>
                <PlayIcon size={20} filled={paused} />
              </SideButton>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
});
