'use client';

import { Avatar, Badge, Box, Card, Group, Text } from '@mantine/core';
import Link from '@/lib/ui/link';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { profilePath } from '@/lib/routes';
import { creatorProfileId, type CreatorSummary } from './creator.types';
import classes from './creator-card.module.css';

/** `priority`: the first card on a page, whose cover is likely its largest paint on a phone. */
export function CreatorCard({ creator, priority = false }: { creator: CreatorSummary; priority?: boolean }) {
  const name = creator.name || creator.username || 'Creator';
  return (
    <Card
      component={Link}
      href={profilePath(creatorProfileId(creator))}
      withBorder
      radius="lg"
      padding={0}
      className={classes.card}
      data-testid="creator-card"
    >
      <Box className={classes.cover}>
        {creator.cover ? (
          <img
            src={creator.cover}
            alt=""
            className={classes.coverImage}
            fetchPriority={priority ? 'high' : undefined}
            loading={priority ? undefined : 'lazy'}
          />
        ) : null}
      </Box>
      <Box px="md" pb="md" className={classes.body}>
        <Avatar src={creator.avatar || DEFAULT_AVATAR} alt="" size={72} radius="xl" className={classes.avatar} />
        <Group justify="space-between" wrap="nowrap" gap="xs" mt={6}>
          <Box miw={0}>
            <Text fw={700} truncate>
              {name}
            </Text>
            {creator.username ? (
              <Text size="sm" c="dimmed" truncate>
                @{creator.username}
              </Text>
            ) : null}
          </Box>
          {creator.isFreeSubscription ? (
            <Badge color="teal" variant="light" radius="xl">
              Free
            </Badge>
          ) : null}
        </Group>
      </Box>
    </Card>
  );
}
