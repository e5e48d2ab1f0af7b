'use client';

import { Badge, Box, Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useVideoEnabled } from './use-video-enabled';
import { LiveVideoError, startLiveVideo, type LiveVideoSession } from './agora';
import { HlsVideo } from './hls-video';
import { CameraOffIcon, LiveIcon } from '@/features/layout/icons';
import { fetchAgoraToken } from './streaming.thunks';
import classes from './streaming.module.css';

type Phase = 'off' | 'connecting' | 'playing' | 'waiting' | 'error';

function Screen({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Stack className={classes.videoOverlay} align="center" justify="center" gap="sm" p="md" data-testid={testId}>
      {children}
    </Stack>
  );
}

/**
 * The video area of a live: the creator's camera (host) or the creator's video (audience) through
 * Agora. When the camera or the video service fails it says so plainly with a retry, and the rest
 * of the page (chat, tips, viewers) goes on working. `ended` shows the end of the stream instead.
 */
export function LiveVideo({
  role,
  sessionId,
  active,
  ended,
  endedContent,
  hlsUrl,
  onHlsFailed,
}: {
  role: 'host' | 'audience';
  /** Self-hosted transport: the signed HLS address (the creator's preview, or the viewer's video). */
  hlsUrl?: string;
  /** The HLS address stopped working: ask for a new one. */
  onHlsFailed?: () => void;
  sessionId: string | null;
  /** Start the video (the stream is live and may be watched). */
  active: boolean;
  ended?: boolean;
  endedContent?: ReactNode;
}) {
  const t = useTranslations('live.video');
  const dispatch = useAppDispatch();
  const { enabled, switchedOn, appId, transport } = useVideoEnabled();
  const hls = transport === 'hls';
  const uid = useAppSelector((state) => state.user.current._id);
  const container = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(enabled ? 'connecting' : 'off');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Self-hosted: the player shows the creator's video once the ingest has it.
  useEffect(() => {
    if (hls) setPhase(hlsUrl ? 'connecting' : 'waiting');
  }, [hls, hlsUrl]);

  useEffect(() => {
    if (hls || !enabled || !active || ended || !sessionId || !container.current) return;
    let cancelled = false;
    let session: LiveVideoSession | null = null;
    setPhase('connecting');
    setError(null);
    startLiveVideo({
      role,
      appId,
      channel: sessionId,
      uid,
      container: container.current,
      getToken: () => dispatch(fetchAgoraToken(sessionId)),
      onRemoteVideo: (playing) => {
        if (!cancelled) setPhase(playing ? 'playing' : 'waiting');
      },
    })
      .then((started) => {
        if (cancelled) {
          void started.stop();
          return;
        }
        session = started;
        setPhase(role === 'host' ? 'playing' : 'waiting');
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        setPhase('error');
        const kind = failure instanceof LiveVideoError ? failure.kind : 'connection';
        const reason = failure instanceof LiveVideoError ? failure.reason : null;
        const message = reason
          ? t(`errors.${reason}`)
          : failure instanceof Error
            ? failure.message
            : t('couldNotStart');
        const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
        setError(kind === 'camera' ? t('cameraFailed', { sentence }) : t('connectionFailed', { sentence }));
      });
    return () => {
      cancelled = true;
      void session?.stop();
    };
  }, [hls, enabled, active, ended, sessionId, role, appId, uid, dispatch, attempt, t]);

  return (
    <Box className={classes.video} role="region" aria-label={t('region')} data-testid="live-video" data-phase={phase}>
      <div ref={container} className={classes.videoSurface} />
      {hls && hlsUrl && active && !ended ? (
        <HlsVideo
          src={hlsUrl}
          label={role === 'host' ? t('preview') : t('creatorsVideo')}
          onPlaying={() => setPhase('playing')}
          onFailed={onHlsFailed}
        />
      ) : null}
      {ended ? (
        <Screen testId="video-ended">{endedContent}</Screen>
      ) : !enabled ? (
        <Screen testId="video-off">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <CameraOffIcon size={26} />
          </ThemeIcon>
          <Text fw={600} ta="center" c="white">
            {switchedOn ? t('notSetUp') : t('off')}
          </Text>
          <Text size="sm" ta="center" c="gray.4" maw={380}>
            {t('chatWorks')}
          </Text>
        </Screen>
      ) : phase === 'error' ? (
        <Screen testId="video-error">
          <ThemeIcon size={48} radius="xl" variant="light" color="red">
            <CameraOffIcon size={26} />
          </ThemeIcon>
          <Text fw={600} ta="center" c="white" role="alert">
            {role === 'host' ? t('notOnAir') : t('cannotShow')}
          </Text>
          <Text size="sm" ta="center" c="gray.4" maw={420} data-testid="video-error-text">
            {error}
          </Text>
          <Button size="xs" radius="xl" variant="white" color="dark" onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAgain')}
          </Button>
        </Screen>
      ) : (phase === 'connecting' && !(hls && hlsUrl)) || !active ? (
        <Screen testId="video-connecting">
          <Loader color="gray.3" size="sm" />
          <Text size="sm" c="gray.3">
            {role === 'host' ? t('startingCamera') : t('connecting')}
          </Text>
        </Screen>
      ) : phase === 'waiting' ? (
        <Screen testId="video-waiting">
          <LiveIcon size={30} color="white" />
          <Text size="sm" c="gray.3" ta="center" maw={420}>
            {role === 'host' ? t('waitingHost') : t('waitingViewer')}
          </Text>
        </Screen>
      ) : null}
      {phase === 'playing' && !ended ? (
        <Badge className={classes.onAir} color="red" variant="filled" leftSection={<LiveIcon size={12} />}>
          {t('liveBadge')}
        </Badge>
      ) : null}
    </Box>
  );
}
