'use client';

import { Avatar, Badge, Center, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { privateShowEvents, type PrivateRequest } from '@fanlane/shared';
import type { Socket } from 'socket.io-client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useSocket } from '@/features/realtime/realtime-provider';
import { LiveIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { messageOf } from '@/lib/api/error';
import { RowActions } from '@/lib/forms/row-actions';
import { useFormat } from '@/lib/i18n/use-format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { PrivateShowPanel } from './private-show-panel';
import {
  fetchPrivateRequests,
  movePrivateRequest,
  withdrawPrivateRequest,
  type PrivateVerb,
} from './private-shows.thunks';

const STATUS_COLOR: Record<PrivateRequest['status'], string> = {
  pending: 'yellow',
  approved: 'teal',
  started: 'red',
  rejected: 'gray',
  cancelled: 'gray',
  ended: 'gray',
};

function RequestCard({
  request,
  as,
  onAction,
  onOpen,
}: {
  request: PrivateRequest;
  as: 'creator' | 'fan';
  onAction: (verb: PrivateVerb | 'withdraw') => Promise<void>;
  onOpen: () => void;
}) {
  const t = useTranslations('live.privateShows');
  const f = useFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const other = as === 'creator' ? request.userInfo : request.performerInfo;
  const name = String(other?.name || other?.username || t('someone'));
  const act = (verb: PrivateVerb | 'withdraw') => async () => {
    setBusy(verb);
    await onAction(verb);
    setBusy(null);
  };
  const { status } = request;
  const creator = as === 'creator';
  return (
    <Paper withBorder radius="lg" p="md" data-testid="private-request" data-status={status}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <Avatar src={String(other?.avatar || DEFAULT_AVATAR)} alt="" radius="xl" />
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={700}>{as === 'creator' ? t('asks', { name }) : t('with', { name })}</Text>
              <Badge color={STATUS_COLOR[status]} variant="light" data-testid="request-status">
                {t(`statuses.${status}`)}
              </Badge>
            </Group>
            {request.message ? (
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                “{request.message}”
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t('perMinute', { price: f.tokens(request.price) })}
              {request.minutesCharged
                ? ` · ${t('charged', { minutes: request.minutesCharged, total: f.tokens(request.totalPrice) })}`
                : ''}
              {request.endReason === 'balance' ? ` · ${t('ranOut')}` : ''}
            </Text>
          </Stack>
        </Group>
        <RowActions
          justify="flex-start"
          actions={[
            {
              label: t('approve'),
              show: creator && status === 'pending',
              onClick: act('approve'),
              loading: busy === 'approve',
              testId: 'approve',
            },
            {
              label: t('start'),
              show: creator && status === 'approved',
              color: 'red',
              onClick: onOpen,
              leftSection: <LiveIcon size={14} />,
              testId: 'start-show',
            },
            {
              label: creator ? t('open') : t('join'),
              show: status === 'started',
              color: 'red',
              onClick: onOpen,
              testId: 'open-show',
            },
            {
              label: creator ? t('decline') : t('withdraw'),
              show: status === 'pending' || status === 'approved',
              variant: 'default',
              onClick: act(creator ? 'reject' : 'withdraw'),
              loading: busy === (creator ? 'reject' : 'withdraw'),
            },
          ]}
        />
      </Group>
    </Paper>
  );
}

/**
 * /private-shows: a creator's incoming requests (approve, decline, start) and a fan's own (withdraw,
 * join), updated live from the sockets; an open show runs above the list.
 */
export function PrivateShowsView() {
  const t = useTranslations('live.privateShows');
  const dispatch = useAppDispatch();
  const socket = useSocket();
  const me = useAppSelector((state) => state.user.current._id);
  const [items, setItems] = useState<PrivateRequest[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await dispatch(fetchPrivateRequests())).data);
    } catch (error) {
      toast.error(messageOf(error), t('notLoaded'));
      setItems([]);
    }
  }, [dispatch, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const upsert = useCallback((request: PrivateRequest) => {
    setItems((list) => [request, ...(list ?? []).filter((r) => r._id !== request._id)]);
    if (request.status !== 'started') setOpenId((id) => (id === request._id ? null : id));
  }, []);

  useEffect(() => {
    if (!socket) return;
    const raw = socket as unknown as Socket;
    const onChange = (payload: { request: PrivateRequest }) => {
      if (payload?.request?._id) upsert(payload.request);
    };
    raw.on(privateShowEvents.created, onChange);
    raw.on(privateShowEvents.updated, onChange);
    return () => {
      raw.off(privateShowEvents.created, onChange);
      raw.off(privateShowEvents.updated, onChange);
    };
  }, [socket, upsert]);

  const act = async (request: PrivateRequest, verb: PrivateVerb | 'withdraw') => {
    try {
      upsert(
        await dispatch(
          verb === 'withdraw' ? withdrawPrivateRequest(request._id) : movePrivateRequest(request._id, verb),
        ),
      );
    } catch (error) {
      toast.error(messageOf(error), t('notDone'));
    }
  };

  const opened = items?.find((r) => r._id === openId) ?? null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('title')}
      </Title>
      {opened ? (
        <PrivateShowPanel
          key={opened._id}
          request={opened}
          as={opened.performerId === me ? 'creator' : 'fan'}
          onChanged={upsert}
        />
      ) : null}
      {items === null ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <EmptyState
          variant="light"
          icon={<LiveIcon size={32} />}
          title={t('emptyTitle')}
          description={t('emptyText')}
        />
      ) : (
        <Stack gap="sm">
          {items.map((request) => (
            <RequestCard
              key={request._id}
              request={request}
              as={request.performerId === me ? 'creator' : 'fan'}
              onAction={(verb) => act(request, verb)}
              onOpen={() => setOpenId(request._id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
