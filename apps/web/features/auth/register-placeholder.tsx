'use client';

import { Anchor, Text } from '@mantine/core';
import Link from 'next/link';
import { LOGIN_PATH } from '@/lib/routes';

export function RegisterPlaceholder() {
  return (
    <>
      <Text c="dimmed">Sign-up opens here very soon.</Text>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} href={LOGIN_PATH} fw={600}>
          Sign in
        </Anchor>
      </Text>
    </>
  );
}
