'use client';

import { ActionIcon, Badge, Box, Group, Image, Menu, Paper, Stack, Text } from '@mantine/core';
import { MESSAGE_REACTIONS, type FileView, type Message } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { UnlockButton } from '@/features/wallet/unlock-button';
import { messageOf } from '@/lib/api/error';
import { useFormat } from '@/lib/i18n/use-format';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { deleteMessage, reactToMessage } from './messages.thunks';

function MessageFiles({ message }: { message: Message }) {
  const t = useTranslations('messages.bubble');
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
                <Image src={preview} alt={t('locked')} radius="sm" maw={240} style={{ filter: 'blur(12px)' }} />
              ) : (
                <Box w={240} h={160} bg="gray" style={{ borderRadius: 4 }} />
              )}
            </Box>
          );
        }
        if (file.status === 'processing') {
          return (
            <Text key={file._id} size="xs" c="dimmed">
              {isVideo ? t('processingVideo') : t('processingFile')}
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

export function MessageBubble({ message, mine, myId }: { message: Message; mine: boolean; myId: string }) {
  const t = useTranslations('messages.bubble');
  const f = useFormat();
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
                  ? t('paidPrice', { price: f.tokens(message.price) })
                  : message.isBought
                    ? t('unlocked')
                    : f.tokens(message.price)}
              </Badge>
            ) : null}
            {locked && !mine && !message.isDeleted ? (
              <UnlockButton
                size="xs"
                item={{ target: 'message', _id: message._id, title: t('paid'), price: message.price }}
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
                <ActionIcon variant="subtle" size="sm" aria-label={t('react')} data-testid="react-button">
                  ☺
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Group gap={2} p={2}>
                  {MESSAGE_REACTIONS.map((emoji) => (
                    <Menu.Item
                      key={emoji}
                      onClick={() => void react(emoji)}
                      px={6}
                      aria-label={t('reactWith', { emoji })}
                    >
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
                aria-label={t('delete')}
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
