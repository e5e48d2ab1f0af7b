'use client';

import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  Indicator,
  Loader,
  Menu,
  NumberInput,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MAX_MESSAGE_FILES, MESSAGE_REACTIONS, type Conversation, type FileView, type Message } from '@fanlane/shared';
import { useSocket } from '@/features/realtime/realtime-provider';
import { UnlockButton } from '@/features/wallet/unlock-button';
import { useApi } from '@/lib/api/api-context';
import { messageOf } from '@/lib/api/error';
import { conversationPath, MESSAGES_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { conversationOpened } from './conversations.slice';
import { threadClosed } from './messages.slice';
import {
  deleteMessage,
  fetchConversations,
  fetchMessages,
  openConversation,
  reactToMessage,
  refreshMessage,
  sendMessage,
} from './messages.thunks';

/** How long a `typing` event shows the indicator, and how often one is sent while typing. */
const TYPING_SHOWN_MS = 4000;
const TYPING_THROTTLE_MS = 2000;

interface Recipient {
  _id: string;
  name: string;
  username: string;
  avatar: string | null;
}

/** The other member as the API describes them (recipientInfo), with fallbacks. */
export function recipientOf(conversation: Conversation, myId: string): Recipient {
  const info = (conversation.recipientInfo ?? {}) as Record<string, unknown>;
  const other = conversation.recipients.find((r) => r.sourceId !== myId);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const username = text(info.username);
  return {
    _id: text(info._id) || other?.sourceId || '',
    name: text(info.name) || username || conversation.name || 'Conversation',
    username,
    avatar: text(info.avatar) || null,
  };
}

export function MessengerView() {
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
      <Title order={2}>Messages</Title>
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
                  placeholder="Search conversations"
                  aria-label="Search conversations"
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
                    No conversations yet.
                  </Text>
                ) : null}
                {items.map((conversation) => {
                  const other = recipientOf(conversation, myId);
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
                          <Avatar src={other.avatar} alt={other.name} radius="xl" />
                        </Indicator>
                        <Box miw={0} style={{ flex: 1 }}>
                          <Text fw={600} size="sm" truncate>
                            {other.name}
                          </Text>
                          <Text c="dimmed" size="xs" truncate>
                            {conversation.lastMessage || 'No messages yet'}
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
                      More conversations
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
                  <Text c="dimmed">Pick a conversation to start chatting.</Text>
                </Stack>
              )}
            </Box>
          ) : null}
        </Group>
      </Paper>
    </Stack>
  );
}

function Thread({
  conversationId,
  conversation,
  onBack,
}: {
  conversationId: string;
  conversation: Conversation | null;
  onBack?: () => void;
}) {
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
  const other = conversation ? recipientOf(conversation, me._id) : null;

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
            ← Back
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
                {online[other._id] ? 'Online' : ''}
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
                Load older messages
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
        {typing && other ? `${other.name} is typing…` : ''}
      </Text>
      <Composer conversationId={conversationId} isCreator={Boolean(me.isPerformer)} />
    </Stack>
  );
}

function MessageFiles({ message }: { message: Message }) {
  if (!message.files.length) return null;
  return (
    <Stack gap={4}>
      {message.files.map((file: FileView) => {
        const locked = !file.url;
        const isVideo = file.type.includes('video') || file.mimeType.startsWith('video');
        const preview = file.preview ?? file.thumbnails[0] ?? null;
        if (locked) {
          return (
            <Box key={file._id} pos="relative" data-testid="locked-media">
              {preview ? (
                <Image src={preview} alt="Locked media" radius="sm" maw={240} style={{ filter: 'blur(12px)' }} />
              ) : (
                <Box w={240} h={160} bg="gray" style={{ borderRadius: 4 }} />
              )}
            </Box>
          );
        }
        if (file.status === 'processing') {
          return (
            <Text key={file._id} size="xs" c="dimmed">
              Processing {isVideo ? 'video' : 'file'}…
            </Text>
          );
        }
        return isVideo ? (
          <video key={file._id} src={file.url ?? undefined} controls style={{ maxWidth: 240, borderRadius: 4 }} />
        ) : (
          <Image key={file._id} src={file.url} alt={file.name} radius="sm" maw={240} data-testid="message-photo" />
        );
      })}
    </Stack>
  );
}

function MessageBubble({ message, mine, myId }: { message: Message; mine: boolean; myId: string }) {
  const dispatch = useAppDispatch();
  const locked = message.isSale && !message.isBought;
  const remove = async () => {
    try {
      await dispatch(deleteMessage(message._id));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const react = async (emoji: string) => {
    try {
      await dispatch(reactToMessage(message._id, emoji));
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid="message" data-mine={mine || undefined}>
      <Stack gap={4} maw="80%" align={mine ? 'flex-end' : 'flex-start'}>
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
          c={mine ? 'white' : undefined}
        >
          <Stack gap={6}>
            {message.text ? (
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                fs={message.isDeleted ? 'italic' : undefined}
                data-testid="message-text"
              >
                {message.text}
              </Text>
            ) : null}
            {!message.isDeleted ? <MessageFiles message={message} /> : null}
            {message.isSale && !message.isDeleted ? (
              <Badge size="xs" color={message.isBought ? 'teal' : 'yellow'} variant="light">
                {mine
                  ? `Paid message · ${message.price} tokens`
                  : message.isBought
                    ? 'Unlocked'
                    : `${message.price} tokens`}
              </Badge>
            ) : null}
            {locked && !mine && !message.isDeleted ? (
              <UnlockButton
                size="xs"
                item={{ target: 'message', _id: message._id, title: 'Paid message', price: message.price }}
                testId="unlock-message"
              />
            ) : null}
          </Stack>
        </Paper>
        {!message.isDeleted ? (
          <Group gap={4}>
            {message.reactions.map((reaction) => (
              <Badge
                key={reaction.emoji}
                variant={reaction.userIds.includes(myId) ? 'filled' : 'light'}
                size="sm"
                style={{ cursor: 'pointer', textTransform: 'none' }}
                onClick={() => void react(reaction.emoji)}
                data-testid="message-reaction"
              >
                {reaction.emoji} {reaction.userIds.length}
              </Badge>
            ))}
            <Menu position="top" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" size="sm" aria-label="React" data-testid="react-button">
                  ☺
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Group gap={2} p={2}>
                  {MESSAGE_REACTIONS.map((emoji) => (
                    <Menu.Item key={emoji} onClick={() => void react(emoji)} px={6} aria-label={`React ${emoji}`}>
                      {emoji}
                    </Menu.Item>
                  ))}
                </Group>
              </Menu.Dropdown>
            </Menu>
            {mine ? (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label="Delete message"
                onClick={() => void remove()}
                data-testid="delete-message"
              >
                ✕
              </ActionIcon>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

interface Attachment {
  key: string;
  name: string;
  fileId: string | null;
  progress: number;
  error: string | null;
}

function Composer({ conversationId, isCreator }: { conversationId: string; isCreator: boolean }) {
  const dispatch = useAppDispatch();
  const api = useApi();
  const socket = useSocket();
  const sending = useAppSelector((state) => state.messages.sending);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [paid, setPaid] = useState(false);
  const [price, setPrice] = useState<number | string>(5);
  const lastTyping = useRef(0);
  const uploading = attachments.some((a) => !a.fileId && !a.error);

  const onType = (value: string) => {
    setText(value);
    const at = Date.now();
    if (socket && value && at - lastTyping.current > TYPING_THROTTLE_MS) {
      lastTyping.current = at;
      socket.emit('typing', { conversationId });
    }
  };

  const attach = async (files: File[]) => {
    const room = MAX_MESSAGE_FILES - attachments.length;
    for (const file of files.slice(0, Math.max(0, room))) {
      const key = `${file.name}-${Date.now()}-${Math.random()}`;
      const isVideo = file.type.startsWith('video');
      setAttachments((list) => [...list, { key, name: file.name, fileId: null, progress: 0, error: null }]);
      const update = (patch: Partial<Attachment>) =>
        setAttachments((list) => list.map((a) => (a.key === key ? { ...a, ...patch } : a)));
      try {
        const view = await api.upload<FileView>(
          isVideo ? '/messages/private/file/video' : '/messages/public/file/photo',
          { files: { file }, onProgress: (progress) => update({ progress }) },
        );
        update({ fileId: view._id, progress: 100 });
      } catch (error) {
        update({ error: messageOf(error) });
      }
    }
  };

  const send = async () => {
    const fileIds = attachments.filter((a) => a.fileId).map((a) => a.fileId as string);
    if (!text.trim() && fileIds.length === 0) return;
    const isSale = isCreator && paid && fileIds.length > 0;
    try {
      await dispatch(
        sendMessage(conversationId, {
          text: text.trim(),
          fileIds,
          ...(isSale ? { isSale: true, price: Number(price) || 0 } : {}),
        }),
      );
      setText('');
      setAttachments([]);
      setPaid(false);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      {attachments.length ? (
        <Stack gap={4} data-testid="attachments">
          {attachments.map((a) => (
            <Group key={a.key} gap="xs" wrap="nowrap">
              <Text size="xs" truncate style={{ flex: 1 }}>
                {a.name}
              </Text>
              {a.error ? (
                <Text size="xs" c="red">
                  {a.error}
                </Text>
              ) : (
                <Progress value={a.progress} w={100} size="sm" aria-label={`Upload of ${a.name}`} />
              )}
              <ActionIcon
                size="xs"
                variant="subtle"
                aria-label={`Remove ${a.name}`}
                onClick={() => setAttachments((list) => list.filter((x) => x.key !== a.key))}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
          {isCreator ? (
            <Group gap="sm">
              <Checkbox
                label="Paid message"
                checked={paid}
                onChange={(event) => setPaid(event.currentTarget.checked)}
                data-testid="paid-toggle"
              />
              {paid ? (
                <NumberInput
                  size="xs"
                  w={120}
                  min={1}
                  max={10000}
                  decimalScale={2}
                  value={price}
                  onChange={setPrice}
                  aria-label="Price (tokens)"
                  data-testid="paid-price"
                />
              ) : null}
            </Group>
          ) : null}
        </Stack>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(files) => void attach(files)} accept="image/*,video/*" multiple>
          {(props) => (
            <ActionIcon
              {...props}
              variant="default"
              size="lg"
              aria-label="Attach photos or videos"
              data-testid="attach"
            >
              +
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          maxRows={4}
          placeholder="Write a message"
          aria-label="Message"
          value={text}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
          data-testid="message-input"
        />
        <Button onClick={() => void send()} loading={sending} disabled={uploading} data-testid="send-message">
          Send
        </Button>
      </Group>
    </Stack>
  );
}
