'use client';

import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { MAX_MESSAGE_LENGTH, streamMessageInputSchema, type StreamMessage } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GiftIcon, SendIcon, TrashIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { messageOf } from '@/lib/api/error';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { emptyStreamChat, streamChatClosed } from './stream-messages.slice';
import { clearStreamChat, deleteStreamMessage, fetchStreamMessages, sendStreamMessage } from './streaming.thunks';
import classes from './streaming.module.css';

interface Sender {
  name: string;
  avatar: string;
}

/** Who wrote a chat line, from its senderInfo. */
export function senderOf(message: StreamMessage): Sender {
  const info = (message.senderInfo ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(info.name) || text(info.username) || 'Someone',
    avatar: text(info.avatar) || DEFAULT_AVATAR,
  };
}

function ChatLine({
  message,
  isCreator,
  canDelete,
}: {
  message: StreamMessage;
  isCreator: boolean;
  canDelete: boolean;
}) {
  const t = useTranslations('live.chat');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const sender = senderOf(message);
  const tip = message.type === 'tip';

  if (message.isSystem || message.type === 'notify') {
    return (
      <Text size="xs" c="dimmed" ta="center" fs="italic" data-testid="stream-message" data-system>
        {message.text}
      </Text>
    );
  }

  const remove = async () => {
    setBusy(true);
    try {
      await dispatch(deleteStreamMessage(message));
    } catch (error) {
      toast.error(messageOf(error), t('notDeleted'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      className={`${classes.chatMessage} ${tip && !message.isDeleted ? classes.tip : ''}`}
      data-testid="stream-message"
      data-type={message.type}
    >
      {tip && !message.isDeleted ? (
        <Avatar radius="xl" size={28} color="yellow" variant="light" aria-hidden>
          <GiftIcon size={16} />
        </Avatar>
      ) : (
        <Avatar src={sender.avatar} alt="" radius="xl" size={28} />
      )}
      <Box miw={0} style={{ flex: 1 }}>
        {tip ? null : (
          <Group gap={6} wrap="nowrap">
            <Text size="xs" fw={700} truncate data-testid="stream-message-sender">
              {sender.name}
            </Text>
            {isCreator ? (
              <Badge size="xs" radius="sm" variant="light">
                {t('creator')}
              </Badge>
            ) : null}
          </Group>
        )}
        <Text
          size="sm"
          fw={tip && !message.isDeleted ? 600 : undefined}
          c={message.isDeleted ? 'dimmed' : undefined}
          fs={message.isDeleted ? 'italic' : undefined}
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          data-testid="stream-message-text"
        >
          {message.isDeleted ? t('deleted') : message.text}
        </Text>
      </Box>
      {canDelete && !message.isDeleted ? (
        <Tooltip label={t('delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            className={classes.deleteButton}
            aria-label={t('deleteFrom', { name: sender.name })}
            loading={busy}
            onClick={() => void remove()}
            data-testid="delete-stream-message"
          >
            <TrashIcon size={14} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

type ChatValues = { text: string };

function Composer({ conversationId, disabled }: { conversationId: string; disabled?: boolean }) {
  const t = useTranslations('live.chat');
  const dispatch = useAppDispatch();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChatValues, unknown, z.output<typeof streamMessageInputSchema>>({
    resolver: schemaResolver<ChatValues, typeof streamMessageInputSchema>(streamMessageInputSchema),
    defaultValues: { text: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await dispatch(sendStreamMessage(conversationId, values.text));
      reset({ text: '' });
      setFocus('text');
    } catch (error) {
      toast.error(messageOf(error), t('notSent'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form')} data-testid="stream-chat-form">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          {...register('text')}
          placeholder={disabled ? t('closed') : t('placeholder')}
          aria-label={t('input')}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          disabled={disabled}
          error={errors.text?.message}
          style={{ flex: 1 }}
          radius="xl"
          data-testid="stream-chat-input"
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label={t('send')}
          loading={isSubmitting}
          disabled={disabled}
          data-testid="stream-chat-send"
        >
          <SendIcon size={16} />
        </ActionIcon>
      </Group>
    </form>
  );
}

/**
 * A live stream's chat (contract 3.17 stream rows): the first page from GET /messages/stream/{id},
 * new lines from the room (useStreamRoom), a composer, and for the creator a delete on every line
 * and "Clear chat". Tips show as highlighted lines; deleted lines read "Message deleted".
 */
export function StreamChat({
  conversationId,
  performerId,
  moderator = false,
  closed = false,
  extra,
}: {
  conversationId: string;
  performerId: string;
  /** The stream's creator: may delete any line and clear the chat. */
  moderator?: boolean;
  /** The stream ended: the chat is read-only. */
  closed?: boolean;
  /** Shown under the title (tip button, viewer count...). */
  extra?: ReactNode;
}) {
  const t = useTranslations('live.chat');
  const dispatch = useAppDispatch();
  const chat = useAppSelector((state) => state.streamMessages.byConversation[conversationId] ?? emptyStreamChat);
  const me = useAppSelector((state) => state.user.current._id);
  const list = useRef<HTMLDivElement>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearing, setClearing] = useState(false);
  const lastId = chat.items.at(-1)?._id;

  useEffect(() => {
    void dispatch(fetchStreamMessages(conversationId));
    return () => {
      dispatch(streamChatClosed({ conversationId }));
    };
  }, [conversationId, dispatch]);

  // The newest line in view.
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [lastId, chat.items.length]);

  const clear = async () => {
    setClearing(true);
    try {
      await dispatch(clearStreamChat(conversationId));
      setConfirmClear(false);
    } catch (error) {
      toast.error(messageOf(error), t('notCleared'));
    } finally {
      setClearing(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="sm" className={classes.chat} data-testid="stream-chat">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} fz="md">
            {t('title')}
          </Title>
          {moderator ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => setConfirmClear(true)}
              disabled={chat.items.length === 0}
              data-testid="clear-chat"
            >
              {t('clear')}
            </Button>
          ) : null}
        </Group>
        {extra}
        <div
          ref={list}
          className={classes.chatList}
          role="log"
          aria-live="polite"
          aria-label={t('list')}
          tabIndex={0}
          data-testid="stream-chat-list"
        >
          <Stack gap={4} py={4}>
            {chat.items.length < chat.total && !chat.fetching ? (
              <Group justify="center">
                <Button
                  variant="subtle"
                  size="compact-xs"
                  onClick={() => void dispatch(fetchStreamMessages(conversationId, true))}
                >
                  {t('earlier')}
                </Button>
              </Group>
            ) : null}
            {chat.fetching && chat.items.length === 0 ? (
              <Group justify="center" py="md">
                <Loader size="sm" />
              </Group>
            ) : null}
            {!chat.fetching && chat.items.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="stream-chat-empty">
                {closed ? t('none') : t('noneYet')}
              </Text>
            ) : null}
            {chat.items.map((message) => (
              <ChatLine
                key={message._id}
                message={message}
                isCreator={message.senderId === performerId}
                canDelete={!closed && (moderator || message.senderId === me)}
              />
            ))}
          </Stack>
        </div>
        <Composer conversationId={conversationId} disabled={closed} />
      </Stack>
      <Modal opened={confirmClear} onClose={() => setConfirmClear(false)} title={t('clearTitle')} centered radius="lg">
        <Stack gap="md">
          <Text size="sm">{t('clearText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" radius="xl" onClick={() => setConfirmClear(false)} disabled={clearing}>
              {t('keep')}
            </Button>
            <Button color="red" radius="xl" loading={clearing} onClick={() => void clear()} data-testid="confirm-clear">
              {t('clear')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
