'use client';

import { Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PasswordForm } from '@/features/account/password-form';
import { AccountSection } from '@/features/account/section';
import type { CurrentUser } from '@/features/user/user.types';
import { CREATOR_ACCOUNT_PATH, USER_ACCOUNT_PATH } from '@/lib/routes';
import { PageHeading } from '@/lib/ui/page-heading';
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
      <PageHeading
        title={t('title')}
        intro={t('intro')}
        fz={26}
        gap="xs"
        link={{ href: user.isPerformer ? CREATOR_ACCOUNT_PATH : USER_ACCOUNT_PATH, label: t('backToAccount') }}
      />
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <AccountSection title={t('password.title')} description={t('password.description')}>
        <PasswordForm kind={kind} userInputs={inputs} />
      </AccountSection>
    </Stack>
  );
}
