'use client';

import { Alert, Avatar, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import type { CreatorProfile } from './profile.types';
import classes from './creator-profile.module.css';

/** A creator's public profile header; posts and subscriptions arrive later. */
export function CreatorProfileView({ creator }: { creator: CreatorProfile }) {
  const name = creator.name || creator.username || 'Creator';
  return (
    <Stack maw={900} mx="auto" w="100%" gap="lg">
      <Paper withBorder radius="lg" className={classes.card}>
        <Box
          className={classes.cover}
          style={creator.cover ? { backgroundImage: `url(${JSON.stringify(creator.cover)})` } : undefined}
        />
        <Group justify="space-between" align="flex-end" px="lg" pb="lg" wrap="wrap" gap="md">
          <Group align="flex-end" gap="md" wrap="nowrap">
            <Avatar src={creator.avatar || DEFAULT_AVATAR} alt="" size={104} radius={999} className={classes.avatar} />
            <div>
              <Title order={1} fz={26}>
                {name}
              </Title>
              {creator.username ? <Text c="dimmed">@{creator.username}</Text> : null}
            </div>
          </Group>
          <Group gap="xs">
            {creator.isFreeSubscription ? (
              <Badge color="teal" variant="light" radius="xl" size="lg">
                Free trial
              </Badge>
            ) : null}
            <Button radius="xl" disabled>
              Subscribe
            </Button>
          </Group>
        </Group>
      </Paper>
      {creator.bio ? (
        <Paper withBorder radius="lg" p="lg">
          <Text style={{ whiteSpace: 'pre-line' }}>{creator.bio}</Text>
        </Paper>
      ) : null}
    </Stack>
  );
}

export function ProfileUnavailable({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" maw={720} mx="auto" title="This profile is not available">
      {message}
    </Alert>
  );
}
