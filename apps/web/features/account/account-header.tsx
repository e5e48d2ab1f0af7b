'use client';

import { Avatar, Badge, Group, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { displayName } from '@/features/user/user.types';
import { useAppSelector } from '@/lib/store/hooks';

/** Avatar, name and role badge at the top of an account page (from the store, so uploads show at once). */
export function AccountHeader({ title, role }: { title: string; role: 'fan' | 'creator' }) {
  const t = useTranslations('account.header');
  const user = useAppSelector((state) => state.user.current);
  return (
    <Group gap="md" wrap="nowrap">
      <Avatar src={user.avatar} alt="" size={64} radius="xl" />
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz={26}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          <Text c="dimmed" truncate>
            {displayName(user)}
            {user.username ? ` · @${user.username}` : ''}
          </Text>
          <Badge variant="light" radius="xl">
            {t(role)}
          </Badge>
        </Group>
      </div>
    </Group>
  );
}
