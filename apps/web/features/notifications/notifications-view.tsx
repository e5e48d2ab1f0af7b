'use client';

import { Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { NOTIFICATION_TYPES, notificationTypesFor } from '@fanlane/shared';
import { useFormatter, useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useEffect, useState } from 'react';
import { NOTIFICATION_SETTINGS_PATH } from '@/lib/routes';
import { useAppSelector } from '@/lib/store/hooks';
import { groupByDay } from './notification-days';
import { NotificationItem } from './notification-item';
import { useNotificationInbox } from './use-notification-inbox';

const PAGE = 20;

/** /notifications: everything that happened to the account, by day, filtered by read state and type. */
export function NotificationsView() {
  const t = useTranslations('notifications');
  const format = useFormatter();
  const isCreator = useAppSelector((state) => Boolean(state.user.current.isPerformer));
  const [show, setShow] = useState<'all' | 'unread'>('all');
  const [type, setType] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  useEffect(() => setLimit(PAGE), [show, type]);
  const { list, items, unread, readAll, reading } = useNotificationInbox({
    limit,
    unread: show === 'unread',
    type: type ?? undefined,
  });
  const total = list.data?.total ?? 0;
  const dayTitle = (key: string) =>
    key === 'today' || key === 'yesterday'
      ? t(key)
      : format.dateTime(new Date(`${key}T12:00:00`), { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" data-testid="notifications-page">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" aria-live="polite">
            {t('unreadCount', { count: unread })}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" component={Link} href={NOTIFICATION_SETTINGS_PATH}>
            {t('settings')}
          </Button>
          <Button onClick={readAll} loading={reading} disabled={!unread} data-testid="read-all">
            {t('readAll')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm">
        <SegmentedControl
          radius="xl"
          value={show}
          onChange={(v) => setShow(v as 'all' | 'unread')}
          data={[
            { value: 'all', label: t('all') },
            { value: 'unread', label: t('unread') },
          ]}
          aria-label={t('show')}
        />
        <Select
          aria-label={t('type')}
          placeholder={t('allTypes')}
          clearable
          value={type}
          onChange={setType}
          data={notificationTypesFor(isCreator).map((name) => ({ value: name, label: NOTIFICATION_TYPES[name].label }))}
          w={280}
        />
      </Group>
      {list.isError ? <Text c="red">{t('failed')}</Text> : null}
      {list.data && !items.length ? (
        <Paper withBorder radius="lg" p="xl">
          <Text ta="center" c="dimmed">
            {show === 'unread' ? t('noUnread') : t('empty')}
          </Text>
        </Paper>
      ) : null}
      {groupByDay(items).map((day) => (
        <Paper key={day.key} withBorder radius="lg" p="xs" component="section" aria-label={dayTitle(day.key)}>
          <Text fw={700} size="sm" px="sm" py={6}>
            {dayTitle(day.key)}
          </Text>
          <Stack gap={2}>
            {day.items.map((n) => (
              <NotificationItem key={n._id} notification={n} />
            ))}
          </Stack>
        </Paper>
      ))}
      {items.length < total ? (
        <Button variant="light" onClick={() => setLimit((l) => l + PAGE)} loading={list.isFetching} mx="auto">
          {t('more')}
        </Button>
      ) : null}
    </Stack>
  );
}
