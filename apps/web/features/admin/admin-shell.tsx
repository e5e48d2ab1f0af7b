'use client';

import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import Link from '@/lib/ui/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { staffCanAny, type StaffPermission, type StaffRole } from '@fanlane/shared';
import { ThemeToggle } from '@/features/layout/theme-toggle';
import { ADMIN_PATH } from '@/lib/routes';
import { useQueueSummaryQuery } from './admin.api';

/** The console's sections, each shown only to roles with one of its permissions (the API checks them too). */
export const ADMIN_SECTIONS: { key: string; href: string; permission: StaffPermission | StaffPermission[] }[] = [
  { key: 'dashboard', href: ADMIN_PATH, permission: 'dashboard' },
  // Moderators decide reports and documents, finance payouts and refunds.
  { key: 'queue', href: `${ADMIN_PATH}/queue`, permission: ['queue', 'money'] },
  { key: 'users', href: `${ADMIN_PATH}/users`, permission: 'users' },
  { key: 'content', href: `${ADMIN_PATH}/content`, permission: 'content' },
  { key: 'live', href: `${ADMIN_PATH}/live`, permission: 'content' },
  { key: 'money', href: `${ADMIN_PATH}/money`, permission: 'money' },
  { key: 'payouts', href: `${ADMIN_PATH}/payouts`, permission: 'money' },
  { key: 'orders', href: `${ADMIN_PATH}/orders`, permission: 'money' },
  { key: 'catalog', href: `${ADMIN_PATH}/catalog`, permission: 'catalog' },
  { key: 'site', href: `${ADMIN_PATH}/site`, permission: 'catalog' },
  { key: 'settings', href: `${ADMIN_PATH}/settings`, permission: 'settings' },
  { key: 'outbox', href: `${ADMIN_PATH}/outbox`, permission: 'settings' },
  { key: 'audit', href: `${ADMIN_PATH}/audit`, permission: 'audit' },
];

function isActive(pathname: string, href: string) {
  return href === ADMIN_PATH ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** Sidebar of sections, top bar with what waits in the review queue, the page. */
export function AdminShell({ role, name, children }: { role: StaffRole; name: string; children: ReactNode }) {
  const t = useTranslations('admin');
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = usePathname();
  const { data: queue } = useQueueSummaryQuery(undefined, { pollingInterval: 60_000 });
  const sections = ADMIN_SECTIONS.filter((s) => staffCanAny(role, [s.permission].flat()));
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('shell.menu')} />
            <Title order={1} size="h4">
              {t('shell.title')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {staffCanAny(role, ['queue', 'money']) && (
              <Badge
                component={Link}
                href={`${ADMIN_PATH}/queue`}
                variant="light"
                color={queue?.total ? 'orange' : 'gray'}
                size="lg"
                data-testid="queue-count"
                style={{ cursor: 'pointer' }}
              >
                {t('shell.queueCount', { count: queue?.total ?? 0 })}
              </Badge>
            )}
            <Text size="sm" c="dimmed" visibleFrom="sm">
              {t('shell.signedInAs', { name, role: t(`roles.${role}` as never) })}
            </Text>
            <ThemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('shell.sections')}>
        <ScrollArea>
          <Stack gap={2}>
            {sections.map((s) => (
              <NavLink
                key={s.key}
                component={Link}
                href={s.href}
                label={t(`sections.${s.key}` as never)}
                active={isActive(pathname, s.href)}
                onClick={close}
                data-testid={`admin-nav-${s.key}`}
              />
            ))}
            <NavLink component={Link} href="/" label={t('shell.backToSite')} onClick={close} />
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
