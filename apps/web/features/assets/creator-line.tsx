'use client';

import { Avatar, Box, Group, Text } from '@mantine/core';
import Link from '@/lib/ui/link';
import { VerifiedIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { profilePath } from '@/lib/routes';

export interface CreatorRef {
  _id: string;
  username?: string;
  name?: string;
  avatar?: string;
  verifiedAccount?: boolean;
}

/** The creator of an item: avatar and name, linking to the profile. */
export function CreatorLine({ performer, extra }: { performer: CreatorRef | undefined; extra?: string }) {
  if (!performer) return null;
  const name = performer.name || performer.username || 'Creator';
  return (
    <Link
      href={profilePath(performer.username || performer._id)}
      style={{ color: 'inherit', textDecoration: 'none', minWidth: 0 }}
      data-testid="item-creator"
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={performer.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={40} />
        <Box miw={0}>
          <Group gap={4} wrap="nowrap">
            <Text fw={700} truncate>
              {name}
            </Text>
            {performer.verifiedAccount ? (
              <Box c="brand" style={{ lineHeight: 0 }} aria-label="Verified creator" role="img">
                <VerifiedIcon size={15} />
              </Box>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {performer.username ? `@${performer.username}` : ''}
            {extra ? `${performer.username ? ' · ' : ''}${extra}` : ''}
          </Text>
        </Box>
      </Group>
    </Link>
  );
}
