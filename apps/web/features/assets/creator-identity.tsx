'use client';

import { Avatar, Box, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { VerifiedIcon } from '@/features/layout/icons';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';

/** The mark after a verified creator's name. */
export function VerifiedMark({ size }: { size: number }) {
  const t = useTranslations('assets');
  return (
    <Box c="brand" style={{ lineHeight: 0 }} aria-label={t('verifiedCreator')} role="img">
      <VerifiedIcon size={size} />
    </Box>
  );
}

/**
 * A creator's avatar beside their name (with the verified mark) and, when given, a dimmed line
 * below it (their @username...).
 */
export function CreatorIdentity({
  performer,
  name,
  avatarSize,
  markSize,
  nameTestId,
  detail,
}: {
  performer: { avatar?: string; verifiedAccount?: boolean };
  name: string;
  avatarSize: number;
  markSize: number;
  nameTestId?: string;
  detail?: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={performer.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={avatarSize} />
      <Box miw={0}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} truncate data-testid={nameTestId}>
            {name}
          </Text>
          {performer.verifiedAccount ? <VerifiedMark size={markSize} /> : null}
        </Group>
        {detail == null ? null : (
          <Text size="sm" c="dimmed" truncate>
            {detail}
          </Text>
        )}
      </Box>
    </Group>
  );
}
