'use client';

import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { MAX_MESSAGE_LENGTH, streamMessageInputSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/features/assets/confirm-dialog';
import { SendIcon } from '@/features/layout/icons';
import { useComposer } from '@/lib/forms/use-schema-form';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { PanelHeader } from '@/lib/ui/titled-panel';
import { ChatLine } from './stream-chat-line';
import { emptyStreamChat, streamChatClosed } from './stream-messages.slice';
import { clearStreamChat, fetchStreamMessages, sendStreamMessage } from './streaming.thunks';
import classes from './streaming.module.css';

function Composer({ conversationId, disabled }: { conversationId: string; disabled?: boolean }) {
  const t = useTranslations('live.chat');
  const dispatch = useAppDispatch();
  const { onSubmit, input, error, busy } = useComposer(
    streamMessageInputSchema,
    'text',
    (values) => dispatch(sendStreamMessage(conversationId, values.text)),
    { failTitle: t('notSent') },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form')} data-testid="stream-chat-form">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          {...input}
          placeholder={disabled ? t('closed') : t('placeholder')}
          aria-label={t('input')}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          disabled={disabled}
          error={error}
          style={{ flex: 1 }}
          radius="xl"
          data-testid="stream-chat-input"
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label={t('send')}
          loading={busy}
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

  return (
    <Paper withBorder radius="lg" p="sm" className={classes.chat} data-testid="stream-chat">
      <Stack gap="xs" h="100%">
        <PanelHeader title={t('title')} fz="md" wrap="nowrap">
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
        </PanelHeader>
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
      <ConfirmDialog
        opened={confirmClear}
        title={t('clearTitle')}
        message={t('clearText')}
        confirmLabel={t('clear')}
        keepLabel={t('keep')}
        errorTitle={t('notCleared')}
        testIds={{ confirm: 'confirm-clear' }}
        onConfirm={() => dispatch(clearStreamChat(conversationId))}
        onClose={() => setConfirmClear(false)}
      />
    </Paper>
  );
}
