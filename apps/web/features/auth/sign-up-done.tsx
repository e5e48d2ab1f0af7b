'use client';

import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import Link from '@/lib/ui/link';
import { MailIcon } from '@/features/layout/icons';
import { LOGIN_PATH } from '@/lib/routes';
import { ResendVerification } from './resend-verification';

/** "Check your inbox" with a mail icon, after a form sent a link by mail. */
export function CheckInbox({ testId, children }: { testId: string; children: ReactNode }) {
  const t = useTranslations('auth.checkInbox');
  return (
    <Stack gap="md" align="flex-start" data-testid={testId} aria-live="polite">
      <ThemeIcon size={56} radius="xl" variant="light">
        <MailIcon size={28} />
      </ThemeIcon>
      <Title order={2} fz={24}>
        {t('title')}
      </Title>
      {children}
    </Stack>
  );
}

/** After a sign-up: the server's message, the address the link went to, and a way to get it again. */
export function SignUpDone({ message, email }: { message: string; email: string }) {
  const t = useTranslations('auth.checkInbox');
  return (
    <CheckInbox testId="sign-up-done">
      <Text>{message}</Text>
      <Text size="sm" c="dimmed">
        {t.rich('sentTo', { email, b: (chunks) => <b>{chunks}</b> })}
      </Text>
      <Group gap="sm">
        <ResendVerification email={email} />
        <Button component={Link} href={LOGIN_PATH} radius="xl">
          {t('goToSignIn')}
        </Button>
      </Group>
    </CheckInbox>
  );
}
