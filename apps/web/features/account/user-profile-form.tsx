'use client';

import { SimpleGrid } from '@mantine/core';
import { updateUserSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { CurrentUser } from '@/features/user/user.types';
import { TextField } from '@/lib/forms/text-fields';
import { CurrentPasswordField } from './current-password-field';
import { CountryField, PersonFields, ProfileField } from './profile-fields';
import { ProfileForm } from './profile-form';

interface FanProfileValues {
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  gender: string;
  country: string;
  phone: string;
  currentPassword: string;
}

const valuesOf = (user: CurrentUser): FanProfileValues => ({
  name: user.name ?? '',
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  username: user.username ?? '',
  email: user.email ?? '',
  gender: user.gender ?? '',
  country: user.country ?? '',
  phone: user.phone ?? '',
  currentPassword: '',
});

const PROFILE = { kind: 'user', schema: updateUserSchema, valuesOf } as const;

/** A fan's profile: PUT /users, "Changes saved" on success (spec section 8). */
export function UserProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('account.profile');
  const fields = useTranslations('account.fields');
  return (
    <ProfileForm config={PROFILE} user={user} label={t('fanLabel')} submit={t('fanSubmit')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ProfileField name="name" />
        <ProfileField name="username" required />
        <ProfileField name="email" required description={t('emailHelp')} />
        <CurrentPasswordField savedEmail={user.email ?? ''} />
        <TextField name="phone" label={fields('phone')} type="tel" autoComplete="tel" description={t('phoneHelp')} />
        <PersonFields />
        <CountryField />
      </SimpleGrid>
    </ProfileForm>
  );
}
