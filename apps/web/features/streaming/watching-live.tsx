'use client';

import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StreamSession } from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CreatorProfile } from '@/features/profile/profile.types';
import { TipButton } from '@/features/wallet/tip-button';
import { LIVE_PATH, profilePath } from '@/lib/routes';
import { CreatorLine } from './creator-line';
import { LiveIcon } from '@/features/layout/icons';
import { LiveVideo } from './live-video';
import { StreamChat } from './stream-chat';
import { StageLayout } from './stage-layout';
import { StreamLikeButton } from './stream-like-button';
import { StreamPriceBadge, ViewerCount } from './stream-facts';
import { useStreamRoom } from './use-stream-room';

export function Watching({
  creator,
  session,
  ended,
  onEnded,
  onRejoin,
}: {
  creator: CreatorProfile;
  session: StreamSession;
  ended: boolean;
  onEnded: () => void;
  onRejoin: () => void;
}) {
  const t = useTranslations('live.watch');
  const { stream, conversation } = session;
  const [viewers, setViewers] = useState(stream.stats?.members ?? 0);
  const [likes, setLikes] = useState(stream.stats?.likes ?? 0);
  const [byOperator, setByOperator] = useState(false);
  const name = creator.name || creator.username || t('theCreator');
  useStreamRoom(conversation._id, {
    onRoomChanged: (payload) => setViewers(payload.total),
    onModelLeft: onEnded,
    onAdminEnded: () => {
      setByOperator(true);
      onEnded();
    },
    // On air (again): a self-hosted stream comes back with a new video address, so ask for it.
    onBroadcaster: () => {
      if (ended || stream.transport === 'hls') onRejoin();
    },
    onStreamInfo: onRejoin,
    onLikes: setLikes,
  });

  return (
    <StageLayout
      testId="watch-live"
      video={
        <LiveVideo
          role="audience"
          sessionId={stream.sessionId}
          active={!ended}
          ended={ended}
          hlsUrl={stream.hlsUrl}
          onHlsFailed={onRejoin}
          endedContent={
            <Stack align="center" gap="xs" data-testid="stream-ended">
              <Text fw={700} c="white" fz="lg" role="status" data-testid="stream-ended-by">
                {byOperator ? t('endedByOperator') : t('ended', { name })}
              </Text>
              <Text size="sm" c="gray.4">
                {t('thanks')}
              </Text>
              <Group gap="xs">
                <Button
                  component={Link}
                  href={profilePath(creator.username || creator._id)}
                  size="xs"
                  radius="xl"
                  variant="white"
                  color="dark"
                >
                  {t('visitProfile', { name })}
                </Button>
                <Button component={Link} href={LIVE_PATH} size="xs" radius="xl" variant="outline" color="gray.3">
                  {t('whoElse')}
                </Button>
              </Group>
            </Stack>
          }
        />
      }
      details={
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" gap="sm" align="flex-start">
              <Stack gap={4} miw={220} style={{ flex: 1 }}>
                <Group gap="xs" wrap="nowrap">
                  {ended ? (
                    <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                      {t('endedBadge')}
                    </Badge>
                  ) : (
                    <Badge color="red" variant="filled" leftSection={<LiveIcon size={12} />} style={{ flexShrink: 0 }}>
                      {t('liveBadge')}
                    </Badge>
                  )}
                  <Title order={1} fz={{ base: 'lg', sm: 'xl' }} lineClamp={2} data-testid="watch-title">
                    {stream.title}
                  </Title>
                </Group>
                <Group gap="md">
                  {ended ? null : <ViewerCount viewers={viewers} testId="watch-viewers" />}
                  <StreamPriceBadge stream={stream} />
                </Group>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <StreamLikeButton stream={stream} likes={likes} onLikes={setLikes} />
                <TipButton
                  performer={creator}
                  source="stream"
                  sourceId={stream._id}
                  stream={{ conversationId: conversation._id, sessionId: stream.sessionId }}
                  disabled={ended}
                />
              </Group>
            </Group>
            <CreatorLine creator={creator} />
            {stream.description ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="watch-description">
                {stream.description}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      }
      chat={<StreamChat conversationId={conversation._id} performerId={stream.performerId} closed={ended} />}
    />
  );
}
