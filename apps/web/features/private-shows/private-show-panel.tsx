'use client';

import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { privateShowEvents, type PrivateRequest, type PrivateShowJoin } from '@fanlane/shared';
import type { Socket } from 'socket.io-client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useSocket } from '@/features/realtime/realtime-provider';
import { IngestPanel } from '@/features/streaming/ingest-panel';
import { LiveVideo } from '@/features/streaming/live-video';
import { messageOf } from '@/lib/api/error';
import { useFormat } from '@/lib/i18n/use-format';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { movePrivateRequest, openPrivateShow } from './private-shows.thunks';

/** Seconds until `iso`, ticking every second. */
function useSecondsUntil(iso: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : null;
}

/**
 * A running private show, for its creator (their preview, the OBS details) or its fan (the video):
 * the minutes charged so far, when the next one is charged, a warning 30 s before a minute the fan's
 * wallet cannot pay, and End. The address is asked for again when the video arrives or lapses.
 */
export function PrivateShowPanel({
  request,
  as,
  onChanged,
}: {
  request: PrivateRequest;
  as: 'creator' | 'fan';
  onChanged: (request: PrivateRequest) => void;
}) {
  const t = useTranslations('live.privateShow');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const socket = useSocket();
  const [show, setShow] = useState<PrivateShowJoin | null>(null);
  const [warning, setWarning] = useState<number | null>(null);
  const [ending, setEnding] = useState(false);
  const nextIn = useSecondsUntil(request.nextChargeAt);

  const open = useCallback(async () => {
    try {
      const opened = await dispatch(openPrivateShow(request._id, as));
      setShow(opened);
      onChanged(opened.request);
    } catch (error) {
      toast.error(messageOf(error), t('cannotOpen'));
    }
  }, [dispatch, request._id, as, onChanged, t]);

  useEffect(() => {
    void open();
  }, [open]);

  useEffect(() => {
    if (!socket) return;
    const raw = socket as unknown as Socket;
    const onPlayable = (payload: { requestId: string }) => {
      if (payload?.requestId === request._id) void open();
    };
    const onLow = (payload: { requestId: string; secondsLeft: number }) => {
      if (payload?.requestId === request._id) setWarning(payload.secondsLeft);
    };
    raw.on(privateShowEvents.playable, onPlayable);
    raw.on(privateShowEvents.lowBalance, onLow);
    return () => {
      raw.off(privateShowEvents.playable, onPlayable);
      raw.off(privateShowEvents.lowBalance, onLow);
    };
  }, [socket, request._id, open]);

  const end = async () => {
    setEnding(true);
    try {
      onChanged(await dispatch(movePrivateRequest(request._id, 'end')));
    } catch (error) {
      toast.error(messageOf(error), t('notEnded'));
    } finally {
      setEnding(false);
    }
  };

  const other = as === 'creator' ? request.userInfo : request.performerInfo;
  const otherName = String(other?.name || other?.username || (as === 'creator' ? t('yourFan') : t('theCreator')));
  return (
    <Stack gap="sm" data-testid="private-show">
      <LiveVideo
        role={as === 'creator' ? 'host' : 'audience'}
        sessionId={show?.channel ?? null}
        active={request.status === 'started'}
        hlsUrl={show?.hlsUrl}
        onHlsFailed={() => void open()}
      />
      <Paper withBorder radius="lg" p="md">
        <Group justify="space-between" gap="sm" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color="grape" variant="filled">
                {t('badge')}
              </Badge>
              <Title order={2} fz="lg">
                {t('with', { name: otherName })}
              </Title>
            </Group>
            <Text size="sm" data-testid="show-minutes">
              {t('minutes', {
                minute: request.minutesCharged,
                total: f.tokens(request.totalPrice),
                price: f.tokens(request.price),
              })}
            </Text>
            {nextIn !== null ? (
              <Text size="xs" c="dimmed" data-testid="show-next-charge">
                {t('nextIn', { seconds: nextIn })}
              </Text>
            ) : null}
          </Stack>
          <Button color="red" radius="xl" onClick={() => void end()} loading={ending} data-testid="end-show">
            {t('end')}
          </Button>
        </Group>
      </Paper>
      {warning !== null ? (
        <Alert color="orange" variant="light" role="alert" data-testid="low-balance">
          {as === 'fan' ? t('lowFan', { seconds: warning }) : t('lowCreator', { seconds: warning })}
        </Alert>
      ) : null}
      {as === 'creator' && show?.transport === 'hls' ? <IngestPanel /> : null}
    </Stack>
  );
}
