'use client';

import {
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { type Conversation } from '@fanlane/shared';
import { conversationPath, MESSAGES_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { conversationOpened } from './conversations.slice';
import { threadClosed } from './messages.slice';
import { fetchConversations, openConversation } from './messages.thunks';
import { Thread } from './message-thread';

interface Recipient {
  _id: string;
  name: string;
  username: string;
  avatar: string | null;
}

/** The other member as the API describes them (recipientInfo), with fallbacks; name '' when none is known. */
export function recipientOf(conversation: Conversation, myId: string): Recipient {
  const info = (conversation.recipientInfo ?? {}) as Record<string, unknown>;
  const other = conversation.recipients.find((r) => r.sourceId !== myId);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const username = text(info.username);
  return {
    _id: text(info._id) || other?.sourceId || '',
    name: text(info.name) || username || conversation.name || '',
    username,
    avatar: text(info.avatar) || null,
  };
}

export function MessengerView() {
  const t = useTranslations('messages');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const params = useSearchParams();
  const wanted = params.get('conversation');
  const phone = useMediaQuery('(max-width: 48em)');
  const { items, requesting, error, total, activeId, online } = useAppSelector((state) => state.conversations);
  const myId = useAppSelector((state) => state.user.current._id);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);

  useEffect(() => {
    void dispatch(fetchConversations({ keyword: debounced }));
  }, [dispatch, debounced]);

  useEffect(() => {
    if (wanted && wanted !== activeId) void dispatch(openConversation(wanted));
    if (!wanted && activeId) {
      dispatch(conversationOpened(null));
      dispatch(threadClosed());
    }
  }, [dispatch, wanted, activeId]);

  const active = items.find((c) => c._id === activeId) ?? null;
  const showList = !phone || !activeId;
  const showThread = !phone || Boolean(activeId);

  return (
    <Stack gap="md" data-testid="messenger">
      <Title order={1} fz={28}>
        {t('title')}
      </Title>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Group align="stretch" gap={0} wrap="nowrap" mih={phone ? '70vh' : 560}>
          {showList ? (
            <Stack
              gap={0}
              w={phone ? '100%' : 300}
              style={{ borderRight: phone ? undefined : '1px solid var(--mantine-color-default-border)' }}
              data-testid="conversation-list"
            >
              <Box p="sm">
                <TextInput
                  placeholder={t('search')}
                  aria-label={t('search')}
                  value={keyword}
                  onChange={(event) => setKeyword(event.currentTarget.value)}
                />
              </Box>
              <ScrollArea.Autosize mah={phone ? undefined : 520}>
                {error ? (
                  <Text c="red" size="sm" p="sm" role="alert">
                    {error}
                  </Text>
                ) : null}
                {!error && !requesting && items.length === 0 ? (
                  <Text c="dimmed" size="sm" p="sm">
                    {t('noConversations')}
                  </Text>
                ) : null}
                {items.map((conversation) => {
                  const other = recipientOf(conversation, myId);
                  const name = other.name || t('conversation');
                  const unseen = conversation.totalNotSeenMessages ?? 0;
                  return (
                    <UnstyledButton
                      key={conversation._id}
                      onClick={() => router.push(conversationPath(conversation._id))}
                      w="100%"
                      p="sm"
                      data-testid="conversation-item"
                      data-active={conversation._id === activeId || undefined}
                      style={{
                        background: conversation._id === activeId ? 'var(--mantine-color-default-hover)' : undefined,
                      }}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <Indicator
                          color="teal"
                          size={10}
                          offset={4}
                          position="bottom-end"
                          disabled={!online[other._id]}
                          withBorder
                        >
                          <Avatar src={other.avatar} alt={name} radius="xl" />
                        </Indicator>
                        <Box miw={0} style={{ flex: 1 }}>
                          <Text fw={600} size="sm" truncate>
                            {name}
                          </Text>
                          <Text c="dimmed" size="xs" truncate>
                            {conversation.lastMessage || t('noMessages')}
                          </Text>
                        </Box>
                        {unseen > 0 ? (
                          <Badge circle color="red" size="sm" data-testid="conversation-unread">
                            {unseen}
                          </Badge>
                        ) : null}
                      </Group>
                    </UnstyledButton>
                  );
                })}
                {requesting ? (
                  <Group justify="center" p="sm">
                    <Loader size="sm" />
                  </Group>
                ) : null}
                {!requesting && items.length < total ? (
                  <Group justify="center" p="sm">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => void dispatch(fetchConversations({ keyword: debounced, more: true }))}
                    >
                      {t('more')}
                    </Button>
                  </Group>
                ) : null}
              </ScrollArea.Autosize>
            </Stack>
          ) : null}
          {showThread ? (
            <Box style={{ flex: 1, minWidth: 0 }}>
              {activeId ? (
                <Thread
                  conversationId={activeId}
                  conversation={active}
                  onBack={phone ? () => router.push(MESSAGES_PATH) : undefined}
                />
              ) : (
                <Stack align="center" justify="center" h="100%" p="xl">
                  <Text c="dimmed">{t('pick')}</Text>
                </Stack>
              )}
            </Box>
          ) : null}
        </Group>
      </Paper>
    </Stack>
  );
}
