'use client';

import { Alert, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { displayName, type CurrentUser } from '@/features/user/user.types';

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </div>
  );
}

/** /user/account and /creator/account until the edit forms arrive. */
export function AccountPlaceholder({ user, kind }: { user: CurrentUser; kind: 'user' | 'creator' }) {
  const missing = [!user.email && 'email', !user.username && 'username'].filter(Boolean);
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Group gap="md">
        <Avatar src={user.avatar || DEFAULT_AVATAR} alt="" size={64} radius="xl" />
        <div>
          <Title order={1} fz={26}>
            {kind === 'creator' ? 'Creator account' : 'My account'}
          </Title>
          <Group gap={6}>
            <Text c="dimmed">{displayName(user)}</Text>
            <Badge variant="light" radius="xl">
              {kind === 'creator' ? 'Creator' : 'Fan'}
            </Badge>
          </Group>
        </div>
      </Group>
      {missing.length > 0 ? (
        <Alert color="yellow" variant="light" title="Complete your account">
          Add your {missing.join(' and ')} to finish setting up your account.
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="Name" value={user.name} />
          <Field label="Username" value={user.username} />
          <Field label="Email" value={user.email} />
          <Field label="Wallet balance" value={`${user.balance ?? 0} tokens`} />
        </SimpleGrid>
      </Paper>
      <Text size="sm" c="dimmed">
        Editing your profile arrives soon.
      </Text>
    </Stack>
  );
}
