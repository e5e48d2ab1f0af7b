'use client';

import { ActionIcon, Anchor, Button, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { BellIcon } from '@/features/layout/icons';
import { NOTIFICATIONS_PATH } from '@/lib/routes';
import { NotificationItem } from './notification-item';
import { useNotificationInbox } from './use-notification-inbox';

/** How many notifications the bell's panel shows. */
const LATEST = 6;

/** The header's bell: the unread count (live over the socket), the latest few, read all. */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const [opened, panel] = useDisclosure(false);
  const { list: latest, items, unread, readAll, reading } = useNotificationInbox({ limit: LATEST }, { skip: !opened });

  // The button is the popover's target (it gets aria-expanded and aria-controls); the count sits
  // on a wrapper around it, which carries no ARIA.
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      offset={6}
      disabled={unread === 0}
      data-testid="bell-count"
    >
      <Popover opened={opened} onChange={panel.toggle} width={360} position="bottom-end" shadow="md" zIndex={1100}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            onClick={panel.toggle}
            aria-label={unread ? t('bellUnread', { count: unread }) : t('bell')}
            data-testid="bell"
          >
            <BellIcon size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" data-testid="bell-panel">
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={700}>{t('title')}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={readAll}
              loading={reading}
              disabled={unread === 0}
              data-testid="bell-read-all"
            >
              {t('readAll')}
            </Button>
          </Group>
          <ScrollArea.Autosize mah={400}>
            <Stack gap={2}>
              {latest.isLoading ? <Loader size="sm" mx="auto" my="md" /> : null}
              {latest.data && !items.length ? (
                <Text c="dimmed" size="sm" ta="center" py="lg">
                  {t('empty')}
                </Text>
              ) : null}
              {items.map((n) => (
                <NotificationItem key={n._id} notification={n} onOpen={panel.close} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Anchor
            component={Link}
            href={NOTIFICATIONS_PATH}
            onClick={panel.close}
            size="sm"
            display="block"
            ta="center"
            pt="xs"
          >
            {t('seeAll')}
          </Anchor>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
