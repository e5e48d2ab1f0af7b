'use client';

import { Avatar, Badge, Button, Center, EmptyState, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { privateShowEvents, type PrivateRequest } from '@fanlane/shared';
import type { Socket } from 'socket.io-client';
import { useCallback, useEffect, useState } from 'react';
import { tokens } from '@/features/feeds/feed-view';
import { useSocket } from '@/features/realtime/realtime-provider';
import { LiveIcon } from '@/features/streaming/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { messageOf } from '@/lib/api/error';
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
  const [busy, setBusy] = useState<string | null>(null);
  const other = as === 'creator' ? request.userInfo : request.performerInfo;
  const name = String(other?.name || other?.username || 'Someone');
  const act = (verb: PrivateVerb | 'withdraw') => async () => {
    setBusy(verb);
    await onAction(verb);
    setBusy(null);
  };
  const { status } = request;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="private-request" data-status={status}>
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
          <Avatar src={String(other?.avatar || DEFAULT_AVATAR)} alt="" radius="xl" />
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={700}>{as === 'creator' ? `${name} asks for a private show` : `Private show with ${name}`}</Text>
              <Badge color={STATUS_COLOR[status]} variant="light" data-testid="request-status">
                {status}
              </Badge>
            </Group>
            {request.message ? (
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                “{request.message}”
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {tokens(request.price)} a minute
              {request.minutesCharged ? ` · ${request.minutesCharged} min, ${tokens(request.totalPrice)}` : ''}
              {request.endReason === 'balance' ? ' · ended: the wallet ran out' : ''}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          {as === 'creator' && status === 'pending' ? (
            <Button size="xs" radius="xl" onClick={act('approve')} loading={busy === 'approve'} data-testid="approve">
              Approve
            </Button>
          ) : null}
          {as === 'creator' && status === 'approved' ? (
            <Button
              size="xs"
              radius="xl"
              color="red"
              onClick={onOpen}
              leftSection={<LiveIcon size={14} />}
              data-testid="start-show"
            >
              Start show
            </Button>
          ) : null}
          {status === 'started' ? (
            <Button size="xs" radius="xl" color="red" onClick={onOpen} data-testid="open-show">
              {as === 'creator' ? 'Open show' : 'Join show'}
            </Button>
          ) : null}
          {as === 'creator' && (status === 'pending' || status === 'approved') ? (
            <Button size="xs" radius="xl" variant="default" onClick={act('reject')} loading={busy === 'reject'}>
              Decline
            </Button>
          ) : null}
          {as === 'fan' && (status === 'pending' || status === 'approved') ? (
            <Button size="xs" radius="xl" variant="default" onClick={act('withdraw')} loading={busy === 'withdraw'}>
              Withdraw
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /private-shows: a creator's incoming requests (approve, decline, start) and a fan's own (withdraw,
 * join), updated live from the sockets; an open show runs above the list.
 */
export function PrivateShowsView() {
  const dispatch = useAppDispatch();
  const socket = useSocket();
  const me = useAppSelector((state) => state.user.current._id);
  const [items, setItems] = useState<PrivateRequest[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setItems((await dispatch(fetchPrivateRequests())).data);
    } catch (error) {
      toast.error(messageOf(error), 'Requests could not be loaded');
      setItems([]);
    }
  }, [dispatch]);
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
      toast.error(messageOf(error), 'Not done');
    }
  };

  const opened = items?.find((r) => r._id === openId) ?? null;
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Private shows
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
          title="No private shows yet"
          description="Fans ask for a private 1:1 show from a creator's profile; the creator approves and starts it."
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
