'use client';

import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@fanlane/shared';
import { useRouter } from 'next/navigation';
import { useFormat } from '@/lib/i18n/use-format';
import { useReadNotificationMutation } from './notifications.api';
import classes from './notifications.module.css';

/** One notification: who, what and when; opening it marks it read and follows its link. */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const router = useRouter();
  const format = useFormat();
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
            {notification.text}
          </Text>
          <Text size="xs" c="dimmed" suppressHydrationWarning>
            {format.relative(notification.createdAt)}
          </Text>
        </Box>
        {notification.isRead ? null : <span className={classes.dot} aria-label="unread" />}
      </Group>
    </UnstyledButton>
  );
}
