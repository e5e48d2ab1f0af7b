'use client';

import { Avatar, Box, Button, Group, Indicator, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Conversation } from '@fanlane/shared';
import { useApi } from '@/lib/api/api-context';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { fetchMessages, refreshMessage } from './messages.thunks';
import { recipientOf } from './messenger-view';
import { MessageBubble } from './message-bubble';
import { Composer } from './message-composer';

/** How long a `typing` event shows the indicator, and how often one is sent while typing. */
const TYPING_SHOWN_MS = 4000;

export const TYPING_THROTTLE_MS = 2000;

export function Thread({
  conversationId,
  conversation,
  onBack,
}: {
  conversationId: string;
  conversation: Conversation | null;
  onBack?: () => void;
}) {
  const t = useTranslations('messages.thread');
  const c = useTranslations('messages');
  const dispatch = useAppDispatch();
  const api = useApi();
  const { items, total, requesting, error } = useAppSelector((state) => state.messages);
  const me = useAppSelector((state) => state.user.current);
  const typingAt = useAppSelector((state) => state.conversations.typing[conversationId]);
  const online = useAppSelector((state) => state.conversations.online);
  const purchased = useAppSelector((state) => state.wallet.purchased);
  const [now, setNow] = useState(() => Date.now());
  const bottom = useRef<HTMLDivElement>(null);
  const lastId = items.at(-1)?._id;
  const recipient = conversation ? recipientOf(conversation, me._id) : null;
  const other = recipient ? { ...recipient, name: recipient.name || c('conversation') } : null;

  // The newest message in view.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  // The typing indicator fades after a few seconds.
  useEffect(() => {
    if (!typingAt) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), TYPING_SHOWN_MS + 50);
    return () => clearTimeout(timer);
  }, [typingAt]);
  const typing = Boolean(typingAt && now - typingAt < TYPING_SHOWN_MS);

  // A paid message bought through the wallet is re-read, unlocked.
  const bought = useMemo(() => items.filter((m) => !m.isBought && purchased[m._id] !== undefined), [items, purchased]);
  useEffect(() => {
    for (const m of bought) void dispatch(refreshMessage(conversationId, m._id));
  }, [bought, conversationId, dispatch]);

  // Media still processing (one's own, or arrived from the other side): poll the file status, then
  // re-read the message.
  const processing = items.filter((m) => !m.isDeleted && m.files.some((f) => f.status === 'processing'));
  const processingKey = processing.map((m) => m._id).join(',');
  useEffect(() => {
    if (!processingKey) return;
    const timer = setInterval(() => {
      for (const m of processing) {
        for (const file of m.files.filter((f) => f.status === 'processing')) {
          void api
            .get<{ status: string }>(`/messages/${m._id}/file/${file._id}/status`)
            .then((answer) => {
              if (answer?.status && answer.status !== 'processing')
                void dispatch(refreshMessage(conversationId, m._id));
            })
            .catch(() => undefined);
        }
      }
    }, 3000);
    return () => clearInterval(timer);
  }, [processingKey, api, conversationId, dispatch]);

  return (
    <Stack gap={0} h="100%" data-testid="thread">
      <Group p="sm" gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} wrap="nowrap">
        {onBack ? (
          <Button variant="subtle" size="xs" onClick={onBack} data-testid="thread-back">
            {t('back')}
          </Button>
        ) : null}
        {other ? (
          <>
            <Indicator color="teal" size={10} offset={4} position="bottom-end" disabled={!online[other._id]} withBorder>
              <Avatar src={other.avatar} alt={other.name} radius="xl" size="sm" />
            </Indicator>
            <Box miw={0}>
              <Text fw={600} size="sm" truncate data-testid="thread-name">
                {other.name}
              </Text>
              <Text size="xs" c="dimmed" data-testid="presence">
                {online[other._id] ? t('online') : ''}
              </Text>
            </Box>
          </>
        ) : null}
      </Group>
      <ScrollArea h={onBack ? 'calc(70vh - 180px)' : 380} px="sm" data-testid="message-list">
        <Stack gap="xs" py="sm">
          {items.length < total ? (
            <Group justify="center">
              <Button
                variant="subtle"
                size="xs"
                loading={requesting}
                onClick={() => void dispatch(fetchMessages(conversationId, true))}
                data-testid="load-older"
              >
                {t('older')}
              </Button>
            </Group>
          ) : null}
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          {requesting && items.length === 0 ? (
            <Group justify="center">
              <Loader size="sm" />
            </Group>
          ) : null}
          {/* One's own deleted messages are gone for oneself (kept in state so paging offsets hold). */}
          {items
            .filter((message) => !(message.isDeleted && message.senderId === me._id))
            .map((message) => (
              <MessageBubble key={message._id} message={message} mine={message.senderId === me._id} myId={me._id} />
            ))}
          <div ref={bottom} />
        </Stack>
      </ScrollArea>
      <Text size="xs" c="dimmed" px="sm" h={18} data-testid="typing-indicator">
        {typing && other ? t('typing', { name: other.name }) : ''}
      </Text>
      <Composer conversationId={conversationId} isCreator={Boolean(me.isPerformer)} />
    </Stack>
  );
}
