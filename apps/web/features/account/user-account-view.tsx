'use client';

import { Alert, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CurrentUser } from '@/features/user/user.types';
import { AddressBook } from '@/features/orders/address-book';
import { AccountMediaUpload, FAN_AVATAR } from './account-media';
import { AccountHeader } from './account-header';
import { SecurityLink } from '@/features/security/security-link';
import { PasswordForm } from './password-form';
import { AccountSection } from './section';
import { UserProfileForm } from './user-profile-form';

/** /user/account: a fan's avatar, profile, delivery addresses and password. */
export function UserAccountView({ user }: { user: CurrentUser }) {
  const t = useTranslations('orders.address');
  const missing = [!user.email && 'email', !user.username && 'username'].filter(Boolean);
  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <AccountHeader title="My account" role="Fan" />
      {missing.length > 0 ? (
        <Alert color="yellow" variant="light" title="Complete your account" data-testid="account-incomplete">
          Add your {missing.join(' and ')} to finish setting up your account.
        </Alert>
      ) : null}
      <AccountSection title="Avatar" description="A square picture works best.">
        <AccountMediaUpload owner="users" hideLabel media={FAN_AVATAR} user={user} />
      </AccountSection>
      <AccountSection title="Profile">
        <UserProfileForm user={user} />
      </AccountSection>
      <div id="addresses">
        <AccountSection title={t('title')} description={t('description')} testId="addresses-section">
          <AddressBook />
        </AccountSection>
      </div>
      <AccountSection title="Password" description="Other devices signed in to your account are signed out.">
        <PasswordForm kind="user" />
        <SecurityLink />
      </AccountSection>
    </Stack>
  );
}
