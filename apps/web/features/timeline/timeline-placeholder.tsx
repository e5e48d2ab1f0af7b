'use client';

import { Avatar, Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { CompassIcon } from '@/features/layout/icons';
import { CREATORS_PATH } from '@/lib/routes';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { displayName, type CurrentUser } from '@/features/user/user.types';

/** The signed-in landing (/home) until the feed arrives. */
export function TimelinePlaceholder({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Paper withBorder radius="lg" p="lg">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.avatar || DEFAULT_AVATAR} alt="" size={56} radius="xl" />
          <div>
            <Title order={1} fz={24} data-testid="timeline-greeting">
              Welcome, {name}
            </Title>
            <Text c="dimmed" size="sm">
              Posts from the creators you follow and subscribe to appear here.
            </Text>
          </div>
        </Group>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <EmptyState
          variant="light"
          icon={<CompassIcon size={28} />}
          title="Your timeline is empty"
          description="Follow a few creators to fill it up."
          py="xl"
        >
          <EmptyState.Actions>
            <Button component={Link} href={CREATORS_PATH} radius="xl">
              Explore creators
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Stack>
  );
}
