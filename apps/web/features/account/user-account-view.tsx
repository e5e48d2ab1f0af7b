'use client';

import { Alert, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CurrentUser } from '@/features/user/user.types';
import { AddressBook } from '@/features/orders/address-book';
import { AccountMediaUpload, FAN_AVATAR } from './account-media';
import { AccountHeader } from './account-header';
import { SecurityLink } from '@/features/security/security-link';
import { PasswordForm } from './password-form';
import { missingKey } from './missing';
import { AccountSection } from './section';
import { UserProfileForm } from './user-profile-form';

/** /user/account: a fan's avatar, profile, delivery addresses and password. */
export function UserAccountView({ user }: { user: CurrentUser }) {
  const t = useTranslations('orders.address');
  const a = useTranslations('account');
  const missing = missingKey(user);
  return (
    <Stack gap="lg" maw={820} mx="auto" w="100%">
      <AccountHeader title={a('user.title')} role="fan" />
      {missing ? (
        <Alert color="yellow" variant="light" title={a('incomplete.title')} data-testid="account-incomplete">
          {a(`incomplete.${missing}`)}
        </Alert>
      ) : null}
      <AccountSection title={a('media.avatar.label')} description={a('user.avatarDescription')}>
        <AccountMediaUpload owner="users" hideLabel media={FAN_AVATAR} user={user} />
      </AccountSection>
      <AccountSection title={a('user.profile')}>
        <UserProfileForm user={user} />
      </AccountSection>
      <div id="addresses">
        <AccountSection title={t('title')} description={t('description')} testId="addresses-section">
          <AddressBook />
        </AccountSection>
      </div>
      <AccountSection title={a('user.password')} description={a('passwordDescription')}>
        <PasswordForm kind="user" />
        <SecurityLink />
      </AccountSection>
    </Stack>
  );
}
