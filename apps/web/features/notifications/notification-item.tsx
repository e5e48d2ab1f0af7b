'use client';

import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@fanlane/shared';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';
import { useReadNotificationMutation } from './notifications.api';
import classes from './notifications.module.css';

/** The sentence in the reader's language for the types the catalogues word, else the API's (English) one. */
function useSentence(notification: Notification): string {
  const t = useTranslations('notifications.text');
  const format = useFormat();
  const { type, data } = notification;
  if (type === 'refund_decision') {
    const amount = format.tokens(Number(data.amount ?? 0) / 100);
    if (data.status === 'refunded') return t('refund_decision.refunded', { amount });
    const note = typeof data.note === 'string' ? data.note.trim() : '';
    return note ? t('refund_decision.rejectedWithNote', { amount, note }) : t('refund_decision.rejected', { amount });
  }
  return notification.text;
}

/** One notification: who, what and when; opening it marks it read and follows its link. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const router = useRouter();
  const format = useFormat();
  const sentence = useSentence(notification);
  const t = useTranslations('notifications');
  const [read] = useReadNotificationMutation();
  const open = () => {
    if (!notification.isRead) void read(notification._id);
    onOpen?.();
    if (notification.link) router.push(notification.link);
  };
  return (
    <UnstyledButton
      onClick={open}
      className={classes.item}
      data-unread={!notification.isRead || undefined}
      data-testid="notification-item"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={notification.actor?.avatar || null} radius="xl" size={36} alt="" />
        <Box miw={0} style={{ flex: 1 }}>
          <Text size="sm" lineClamp={3}>
            {sentence}
          </Text>
          <Text size="xs" c="dimmed" suppressHydrationWarning>
            {format.relative(notification.createdAt)}
          </Text>
        </Box>
        {notification.isRead ? null : <span className={classes.dot} aria-label={t('unreadDot')} />}
      </Group>
    </UnstyledButton>
  );
}
