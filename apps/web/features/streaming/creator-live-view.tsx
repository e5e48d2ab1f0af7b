'use client';

import { Alert, Badge, Button, Grid, Group, Paper, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import type { StreamSession } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LIVE_PATH } from '@/lib/routes';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { useBusyAction } from '@/lib/ui/use-busy-action';
import { GoLiveForm } from './go-live-form';
import { CameraOffIcon, LiveIcon, TimerIcon } from '@/features/layout/icons';
import { LiveVideo } from './live-video';
import { useVideoEnabled } from './use-video-enabled';
import { StreamChat } from './stream-chat';
import { MAIN_SPAN, StageLayout } from './stage-layout';
import { StreamPriceBadge, ViewerCount } from './stream-facts';
import { elapsed } from './stream-view';
import { announceStreamInfo, reportDuration, updateLive } from './streaming.thunks';
import { useStreamRoom } from './use-stream-room';
import { IngestPanel } from './ingest-panel';
import { useOwnHlsPreview } from './use-own-hls-preview';

/** How often the creator's page reports the session's length (contract 3.18: C every 15 s). */
export const DURATION_REPORT_MS = 15_000;

/** Live streaming switched off by the site: say why, offer nothing to start. */
function StreamingOff() {
  const t = useTranslations('live.studio');
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="streaming-off">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <CameraOffIcon size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('offTitle')}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('offText')}
        </Text>
      </Stack>
    </Paper>
  );
}

function DescriptionEditor({
  streamId,
  conversationId,
  title,
  initial,
  onSaved,
}: {
  streamId: string;
  conversationId: string;
  title: string;
  initial: string;
  onSaved: (description: string) => void;
}) {
  const t = useTranslations('live.studio');
  const dispatch = useAppDispatch();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const { busy, run } = useBusyAction(t('notSaved'));
  const save = () =>
    run(async () => {
      const stream = await dispatch(updateLive(streamId, { description: value.trim() }));
      setSaved(stream.description ?? value.trim());
      setValue(stream.description ?? value.trim());
      onSaved(stream.description ?? value.trim());
      await dispatch(announceStreamInfo(conversationId, stream.title || title));
      toast.success(t('descriptionSaved'), t('descriptionSavedTitle'));
    });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Textarea
          label={t('description')}
          description={t('descriptionHint')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={2000}
          data-testid="live-edit-description"
        />
        <Group justify="flex-end">
          <Button
            size="xs"
            radius="xl"
            variant="light"
            onClick={() => void save()}
            loading={busy}
            disabled={value.trim() === saved.trim()}
            data-testid="save-description"
          >
            {t('saveDescription')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Time on air, ticking every second on its own (the rest of the page does not re-render). */
function Clock({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{elapsed((now - since) / 1000)}</>;
}

function OnAir({
  session,
  onEnded,
}: {
  session: StreamSession;
  onEnded: (seconds: number, stream: StreamSession['stream']) => void;
}) {
  const t = useTranslations('live.studio');
  const dispatch = useAppDispatch();
  const { transport } = useVideoEnabled();
  const hls = transport === 'hls';
  const { conversation } = session;
  const [stream, setStream] = useState(session.stream);
  const [startedAt] = useState(() => Date.now());
  const [viewers, setViewers] = useState(0);
  const preview = useOwnHlsPreview(hls ? stream.performerId : null);
  // Self-hosted, OBS puts the stream on air (the ingest does), not this page.
  const room = useStreamRoom(
    conversation._id,
    {
      onRoomChanged: (payload) => setViewers(payload.total),
      onBroadcaster: preview.refresh,
      onModelLeft: preview.refresh,
    },
    { live: !hls },
  );

  useEffect(() => {
    const timer = setInterval(
      () => void dispatch(reportDuration(stream._id, (Date.now() - startedAt) / 1000)),
      DURATION_REPORT_MS,
    );
    return () => clearInterval(timer);
  }, [dispatch, startedAt, stream._id]);

  const end = async () => {
    const total = (Date.now() - startedAt) / 1000;
    await dispatch(reportDuration(stream._id, total));
    room.leave();
    onEnded(total, stream);
  };

  return (
    <StageLayout
      testId="creator-on-air"
      video={
        <LiveVideo
          role="host"
          sessionId={stream.sessionId}
          active
          hlsUrl={preview.hlsUrl}
          onHlsFailed={preview.refresh}
        />
      }
      details={
        <Paper withBorder radius="lg" p="sm">
          <Group justify="space-between" gap="sm">
            <Stack gap={2} miw={0} style={{ flex: 1 }}>
              <Group gap="xs" wrap="nowrap">
                <Badge color="red" variant="filled" leftSection={<LiveIcon size={12} />} style={{ flexShrink: 0 }}>
                  {t('liveBadge')}
                </Badge>
                <Title order={1} fz="lg" lineClamp={1} data-testid="live-stream-title">
                  {stream.title}
                </Title>
              </Group>
              <Group gap="md">
                <Group gap={4} c="dimmed">
                  <TimerIcon size={16} />
                  <Text size="sm" ff="monospace" aria-label={t('timeOnAir')} data-testid="live-elapsed">
                    <Clock since={startedAt} />
                  </Text>
                </Group>
                <ViewerCount viewers={viewers} testId="live-viewers" />
                <StreamPriceBadge stream={stream} />
              </Group>
            </Stack>
            <Button color="red" radius="xl" size="sm" onClick={() => void end()} data-testid="end-stream">
              {hls ? t('closeStudio') : t('endStream')}
            </Button>
          </Group>
        </Paper>
      }
      chat={<StreamChat conversationId={conversation._id} performerId={stream.performerId} moderator />}
    >
      {hls ? (
        <Grid.Col span={MAIN_SPAN}>
          <IngestPanel onPublishing={preview.onPublishing} />
        </Grid.Col>
      ) : null}
      <Grid.Col span={MAIN_SPAN}>
        <DescriptionEditor
          streamId={stream._id}
          conversationId={conversation._id}
          title={stream.title}
          initial={stream.description}
          onSaved={(description) => setStream((current) => ({ ...current, description }))}
        />
      </Grid.Col>
    </StageLayout>
  );
}

/**
 * /creator/live: the creator's live studio (contract 3.18). A form (title, description, free or a
 * price pre-filled from publicChatPrice) goes live: POST /streaming/live, then the room is joined
 * and `public-stream/live` sent. On air: the camera through Agora, time on air, viewers, the chat
 * with moderation, the description, and End stream (`public-stream/leave`).
 */
export function CreatorLiveView() {
  const t = useTranslations('live.studio');
  const { switchedOn, transport } = useVideoEnabled();
  const [session, setSession] = useState<StreamSession | null>(null);
  const [ended, setEnded] = useState<{ seconds: number; stream: StreamSession['stream'] } | null>(null);

  if (!switchedOn) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('goLive')}
        </Title>
        <StreamingOff />
      </Stack>
    );
  }

  if (session) {
    return (
      <OnAir
        key={session.stream.sessionId}
        session={session}
        onEnded={(seconds, stream) => {
          setEnded({ seconds, stream });
          setSession(null);
          toast.success(t('endedToast'), t('endedTitle'));
        }}
      />
    );
  }

  return (
    <Stack gap="lg" maw={640}>
      <Group justify="space-between">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('goLive')}
        </Title>
        <Button component={Link} href={LIVE_PATH} variant="subtle" radius="xl">
          {t('whoIsLive')}
        </Button>
      </Group>
      {ended ? (
        <Alert color="teal" variant="light" title={t('endedTitle')} data-testid="stream-ended-summary">
          {t('endedSummary', { title: ended.stream.title, time: elapsed(ended.seconds) })}
        </Alert>
      ) : null}
      {transport === 'hls' ? <IngestPanel /> : null}
      <GoLiveForm
        key={ended?.stream.sessionId ?? 'first'}
        last={ended?.stream}
        onLive={(next) => {
          setEnded(null);
          setSession(next);
        }}
      />
    </Stack>
  );
}
