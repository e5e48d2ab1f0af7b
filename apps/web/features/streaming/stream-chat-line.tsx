'use client';

import { ActionIcon, Avatar, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import type { StreamMessage } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { GiftIcon, TrashIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { useBusyAction } from '@/lib/ui/use-busy-action';
import { deleteStreamMessage } from './streaming.thunks';
import classes from './streaming.module.css';

interface Sender {
  name: string;
  avatar: string;
}

/** Who wrote a chat line, from its senderInfo (name '' when it gives none). */
export function senderOf(message: StreamMessage): Sender {
  const info = (message.senderInfo ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(info.name) || text(info.username),
    avatar: text(info.avatar) || DEFAULT_AVATAR,
  };
}

/** One line of a live stream's chat: a system notice, a tip, or a viewer's message (with delete). */
export function ChatLine({
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
  const { busy, run } = useBusyAction(t('notDeleted'));
  const sender = senderOf(message);
  const senderName = sender.name || t('someone');
  const tip = message.type === 'tip';

  if (message.isSystem || message.type === 'notify') {
    return (
      <Text size="xs" c="dimmed" ta="center" fs="italic" data-testid="stream-message" data-system>
        {message.text}
      </Text>
    );
  }

  const remove = () => run(() => dispatch(deleteStreamMessage(message)));

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
              {senderName}
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
            aria-label={t('deleteFrom', { name: senderName })}
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
