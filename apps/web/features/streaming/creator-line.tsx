'use client';

import { Anchor, Avatar, Box, Group, Text } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useTranslations } from 'next-intl';
import type { CreatorProfile } from '@/features/profile/profile.types';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { profilePath } from '@/lib/routes';

export function CreatorLine({ creator }: { creator: CreatorProfile }) {
  const t = useTranslations('live.watch');
  const name = creator.name || creator.username || t('creator');
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={creator.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={40} />
      <Box miw={0}>
        <Anchor component={Link} href={profilePath(creator.username || creator._id)} fw={700} c="inherit">
          {name}
        </Anchor>
        {creator.username ? (
          <Text size="xs" c="dimmed">
            @{creator.username}
          </Text>
        ) : null}
      </Box>
    </Group>
  );
}
