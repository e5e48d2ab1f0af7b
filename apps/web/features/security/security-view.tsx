'use client';

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { PasswordForm } from '@/features/account/password-form';
import { AccountSection } from '@/features/account/section';
import type { CurrentUser } from '@/features/user/user.types';
import { CREATOR_ACCOUNT_PATH, USER_ACCOUNT_PATH } from '@/lib/routes';
import { SessionsCard } from './sessions-card';
import { PasskeysCard } from './passkeys-card';
import { TwoFactorCard } from './two-factor-card';

/** /account/security: two-factor sign-in, passkeys, where the account is signed in, and the password. */
export function SecurityView({ user }: { user: CurrentUser }) {
  const t = useTranslations('security');
  const kind = user.isPerformer ? 'performer' : 'user';
  const inputs = [user.username, user.email, user.name].filter((v): v is string => typeof v === 'string' && !!v);
  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} fz={26}>
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Anchor component={Link} href={user.isPerformer ? CREATOR_ACCOUNT_PATH : USER_ACCOUNT_PATH} size="sm">
          {t('backToAccount')}
        </Anchor>
      </Group>
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <AccountSection title={t('password.title')} description={t('password.description')}>
        <PasswordForm kind={kind} userInputs={inputs} />
      </AccountSection>
    </Stack>
  );
}
