'use client';

import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { streamLiveInputSchema, type StreamSession } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageOf } from '@/lib/api/error';
import { schemaResolver } from '@/lib/forms/resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { LIVE_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { CameraOffIcon, LiveIcon, TimerIcon } from './icons';
import { LiveVideo, useVideoEnabled } from './live-video';
import { StreamChat } from './stream-chat';
import { StreamPriceBadge, ViewerCount } from './stream-facts';
import { elapsed } from './stream-view';
import { announceStreamInfo, reportDuration, startLive, updateLive } from './streaming.thunks';
import { useStreamRoom } from './use-stream-room';
import { IngestPanel } from './ingest-panel';
import { useOwnHlsPreview } from './use-own-hls-preview';

/** How often the creator's page reports the session's length (contract 3.18: C every 15 s). */
export const DURATION_REPORT_MS = 15_000;

interface LiveFormValues {
  title: string;
  description: string;
  isFree: boolean;
  price: number | string;
}

const FIELDS = ['title', 'description', 'isFree', 'price'] as const;

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

function GoLiveForm({
  last,
  onLive,
}: {
  /** The session that just ended: its details are offered again. */
  last?: { title: string; description: string; isFree: boolean; price: number } | null;
  onLive: (session: StreamSession) => void;
}) {
  const t = useTranslations('live.studio');
  const dispatch = useAppDispatch();
  const publicChatPrice = useAppSelector((state) => state.user.current.publicChatPrice);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LiveFormValues, unknown, z.output<typeof streamLiveInputSchema>>({
    resolver: schemaResolver<LiveFormValues, typeof streamLiveInputSchema>(streamLiveInputSchema),
    defaultValues: last
      ? { title: last.title, description: last.description, isFree: last.isFree, price: last.price || '' }
      : {
          title: '',
          description: '',
          isFree: !publicChatPrice,
          price: publicChatPrice && publicChatPrice > 0 ? publicChatPrice : '',
        },
  });
  const isFree = watch('isFree');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await dispatch(startLive(values));
      onLive(session);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('goLive')} data-testid="go-live-form">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('startTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('startText')}
            </Text>
          </div>
          {formError ? (
            <Alert color="red" variant="light" role="alert" data-testid="go-live-error">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            {...register('title')}
            label={t('title')}
            placeholder={t('titlePlaceholder')}
            maxLength={200}
            withAsterisk
            error={errors.title?.message}
            data-testid="live-title"
          />
          <Textarea
            {...register('description')}
            label={t('description')}
            placeholder={t('descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            withAsterisk
            error={errors.description?.message}
            data-testid="live-description"
          />
          <Controller
            control={control}
            name="isFree"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="live-access-label">
                  {t('whoCanWatch')}
                </Text>
                <SegmentedControl
                  aria-labelledby="live-access-label"
                  radius="xl"
                  value={field.value ? 'free' : 'paid'}
                  onChange={(value) => field.onChange(value === 'free')}
                  data={[
                    { value: 'free', label: t('free') },
                    { value: 'paid', label: t('paid') },
                  ]}
                  data-testid="live-access"
                />
              </Stack>
            )}
          />
          {isFree ? null : (
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <NumberInput
                  label={t('price')}
                  description={t('priceHint')}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.price?.message}
                  withAsterisk
                  maw={320}
                  data-testid="live-price"
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              radius="xl"
              color="red"
              loading={isSubmitting}
              leftSection={<LiveIcon size={18} />}
              data-testid="go-live"
            >
              {t('goLive')}
            </Button>
          </Group>
        </Stack>
      </form>
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
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const stream = await dispatch(updateLive(streamId, { description: value.trim() }));
      setSaved(stream.description ?? value.trim());
      setValue(stream.description ?? value.trim());
      onSaved(stream.description ?? value.trim());
      await dispatch(announceStreamInfo(conversationId, stream.title || title));
      toast.success(t('descriptionSaved'), t('descriptionSavedTitle'));
    } catch (error) {
      toast.error(messageOf(error), t('notSaved'));
    } finally {
      setBusy(false);
    }
  };
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
    <Grid gap="md" data-testid="creator-on-air">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <LiveVideo
            role="host"
            sessionId={stream.sessionId}
            active
            hlsUrl={preview.hlsUrl}
            onHlsFailed={preview.refresh}
          />
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
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <StreamChat conversationId={conversation._id} performerId={stream.performerId} moderator />
      </Grid.Col>
      {hls ? (
        <Grid.Col span={{ base: 12, md: 8 }}>
          <IngestPanel onPublishing={preview.onPublishing} />
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, md: 8 }}>
        <DescriptionEditor
          streamId={stream._id}
          conversationId={conversation._id}
          title={stream.title}
          initial={stream.description}
          onSaved={(description) => setStream((current) => ({ ...current, description }))}
        />
      </Grid.Col>
    </Grid>
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
