'use client';

import { Badge, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { StreamSession } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LiveIcon, LockIcon } from '@/features/layout/icons';
import type { CreatorProfile } from '@/features/profile/profile.types';
import { SubscribeButton, useSubscribedTo } from '@/features/subscriptions/subscribe-button';
import { UnlockButton } from '@/features/wallet/unlock-button';
import { useOnPurchased } from '@/features/wallet/use-purchases';
import { useFormat } from '@/lib/i18n/use-format';
import { CREATOR_LIVE_PATH, LOGIN_PATH, profilePath } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { CreatorLine } from './creator-line';
import { LiveEmptyState } from './live-empty-state';
import { needsPurchase } from './stream-view';
import { joinStream, type JoinProblem } from './streaming.thunks';
import { Watching } from './watching-live';

type Phase = 'joining' | JoinProblem | 'purchase' | 'watching' | 'ended';

/** While the creator is offline the page asks again this often (visible tabs only). */
const OFFLINE_RECHECK_MS = 5000;

function Centered({ children, testId }: { children: React.ReactNode; testId: string }) {
  return (
    <Center py={48} data-testid={testId}>
      {children}
    </Center>
  );
}

/** A notice in the page's middle (see LiveEmptyState); the test id is the centred box's. */
function Notice({ testId, ...notice }: React.ComponentProps<typeof LiveEmptyState> & { testId: string }) {
  return (
    <Centered testId={testId}>
      <LiveEmptyState {...notice} />
    </Centered>
  );
}

function Purchase({ creator, session }: { creator: CreatorProfile; session: StreamSession }) {
  const t = useTranslations('live.watch');
  const f = useFormat();
  const { stream } = session;
  const name = creator.name || creator.username || t('creator');
  return (
    <Centered testId="stream-purchase">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" ta="center" gap="sm">
          <Badge color="red" variant="filled" leftSection={<LiveIcon size={12} />}>
            {t('liveNow')}
          </Badge>
          <Title order={1} fz="xl">
            {stream.title}
          </Title>
          <CreatorLine creator={creator} />
          {stream.description ? (
            <Text size="sm" c="dimmed">
              {stream.description}
            </Text>
          ) : null}
          <Text>
            {t.rich('sessionCosts', { price: f.tokens(stream.price), strong: (chunks) => <strong>{chunks}</strong> })}
          </Text>
          <UnlockButton
            item={{
              target: 'stream',
              _id: stream._id,
              title: stream.title,
              price: stream.price,
              image: creator.avatar || null,
              performerName: name,
            }}
            testId="buy-stream"
            color="red"
            leftSection={<LiveIcon size={16} />}
          >
            {t('watchFor', { price: f.tokens(stream.price) })}
          </UnlockButton>
        </Stack>
      </Paper>
    </Centered>
  );
}

/**
 * /live/{profileId}: a fan watches a creator's live (contract 3.18, 5.3). GET /streaming/join tells
 * whether it can be watched: offline, subscribe first, or buy this session (the wallet's purchase
 * dialog, POST /wallet/charges/stream/{id}); then the video, the chat, tips and the viewer count,
 * until the creator ends the stream.
 */
export function WatchLiveView({ creator }: { creator: CreatorProfile }) {
  const t = useTranslations('live.watch');
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.user.current._id);
  const subscribed = useSubscribedTo(creator._id, Boolean(creator.isSubscribed));
  const [phase, setPhase] = useState<Phase>('joining');
  const [message, setMessage] = useState('');
  const [session, setSession] = useState<StreamSession | null>(null);
  const [checking, setChecking] = useState(false);
  const name = creator.name || creator.username || t('creator');
  const self = me === creator._id;
  const requests = useRef(0);

  /** Asks to join; `quiet` (the offline page's own re-checks) leaves the Check again button alone. */
  const join = useCallback(
    async (quiet = false) => {
      const request = ++requests.current;
      if (!quiet) setChecking(true);
      const result = await dispatch(joinStream(creator._id));
      if (request !== requests.current) return;
      setChecking(false);
      if (!result.ok) {
        setPhase(result.problem);
        setMessage(result.message);
        return;
      }
      setSession((current) =>
        // The same session keeps its chat and room mounted; a new one remounts them.
        current && current.stream.sessionId === result.session.stream.sessionId
          ? { ...current, stream: { ...current.stream, ...result.session.stream } }
          : result.session,
      );
      setPhase(needsPurchase(result.session.stream) ? 'purchase' : 'watching');
    },
    [creator._id, dispatch],
  );

  useEffect(() => {
    if (!self) void join();
  }, [join, self]);
  // Offline: no room to hear from, so keep asking; the video starts once the creator is on air.
  useEffect(() => {
    if (phase !== 'offline') return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void join(true);
    }, OFFLINE_RECHECK_MS);
    return () => clearInterval(timer);
  }, [phase, join]);
  // Subscribed from this page: try again.
  const wasSubscribed = useRef(subscribed);
  useEffect(() => {
    if (subscribed && !wasSubscribed.current) void join();
    wasSubscribed.current = subscribed;
  }, [subscribed, join]);
  // This session bought (here or in another tab): watch.
  useOnPurchased(session?.stream._id ?? '', () => void join());

  const profileHref = profilePath(creator.username || creator._id);
  if (self) {
    return (
      <Notice testId="own-live" title={t('ownTitle')} description={t('ownDescription')}>
        <Button component={Link} href={CREATOR_LIVE_PATH} radius="xl" color="red">
          {t('openStudio')}
        </Button>
      </Notice>
    );
  }

  if (phase === 'joining') {
    return (
      <Centered testId="joining-live">
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">{t('joining', { name })}</Text>
        </Stack>
      </Centered>
    );
  }

  if (phase === 'offline') {
    return (
      <Notice
        testId="stream-offline"
        title={t('offlineTitle')}
        description={
          <>
            {t('offlineDescription', { name })}
            <Text component="span" display="block" size="sm" c="dimmed" mt={4} role="status">
              {t('offlineWaiting')}
            </Text>
          </>
        }
      >
        <Button component={Link} href={profileHref} radius="xl">
          {t('visitProfile', { name })}
        </Button>
        <Button variant="default" radius="xl" onClick={() => void join()} loading={checking}>
          {t('checkAgain')}
        </Button>
      </Notice>
    );
  }

  if (phase === 'subscribe') {
    return (
      <Notice testId="stream-subscribe" icon={LockIcon} title={message} description={t('subscribersOnly', { name })}>
        <SubscribeButton performer={creator} initiallySubscribed={false} />
        <Button component={Link} href={profileHref} variant="default" radius="xl">
          {t('viewProfile')}
        </Button>
      </Notice>
    );
  }

  if (phase === 'signin' || phase === 'error') {
    return (
      <Notice testId="stream-error" color="red" title={message}>
        {phase === 'signin' ? (
          <Button component={Link} href={LOGIN_PATH} radius="xl">
            {t('signIn')}
          </Button>
        ) : (
          <Button radius="xl" onClick={() => void join()} loading={checking}>
            {t('tryAgain')}
          </Button>
        )}
      </Notice>
    );
  }

  if (!session) return null;
  if (phase === 'purchase') return <Purchase creator={creator} session={session} />;
  return (
    <Watching
      key={session.stream.sessionId}
      creator={creator}
      session={session}
      ended={phase === 'ended'}
      onEnded={() => setPhase('ended')}
      onRejoin={() => void join()}
    />
  );
}
