'use client';

import { SimpleGrid } from '@mantine/core';
import { updatePerformerSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import type { CurrentUser } from '@/features/user/user.types';
import { BioField } from './bio-field';
import { CurrentPasswordField } from './current-password-field';
import {
  APPEARANCE_FIELDS,
  AddressFields,
  AppearanceFields,
  LanguagesAndCategories,
  PersonFields,
  ProfileField,
  type AppearanceName,
} from './profile-fields';
import { ProfileForm } from './profile-form';

type CreatorProfileValues = Record<
  | 'name'
  | 'username'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'dateOfBirth'
  | 'country'
  | 'state'
  | 'city'
  | 'zipcode'
  | 'address'
  | 'phoneCode'
  | 'phone'
  | 'bio'
  | 'currentPassword'
  | AppearanceName,
  string
> & { languages: string[]; categoryIds: string[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function valuesOf(user: CurrentUser): CreatorProfileValues {
  const record = user as Record<string, unknown>;
  const appearance = Object.fromEntries(APPEARANCE_FIELDS.map((f) => [f.key, text(record[f.key])])) as Record<
    AppearanceName,
    string
  >;
  return {
    name: text(user.name),
    username: text(user.username),
    email: text(user.email),
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    gender: text(user.gender),
    dateOfBirth: text(user.dateOfBirth).slice(0, 10),
    country: text(user.country),
    state: text(user.state),
    city: text(user.city),
    zipcode: text(user.zipcode),
    address: text(user.address),
    phoneCode: text(user.phoneCode),
    phone: text(user.phone),
    bio: text(user.bio),
    currentPassword: '',
    languages: Array.isArray(user.languages) ? user.languages : [],
    categoryIds: Array.isArray(user.categoryIds) ? user.categoryIds : [],
    ...appearance,
  };
}

const PROFILE = { kind: 'performer', schema: updatePerformerSchema, valuesOf } as const;

/** A creator's profile: PUT /performers/me with the profile fields. */
export function CreatorProfileForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('account.profile');
  return (
    <ProfileForm config={PROFILE} user={user} label={t('creatorLabel')} submit={t('creatorSubmit')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ProfileField name="username" required description={t('usernameHelp')} />
        <ProfileField name="email" required description={t('emailHelp')} />
        <CurrentPasswordField savedEmail={text(user.email)} />
        <ProfileField name="name" />
        <PersonFields birthDate />
        <LanguagesAndCategories known={user.languages} />
      </SimpleGrid>
      <BioField maxRows={10} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <AddressFields />
      </SimpleGrid>
      <AppearanceFields />
    </ProfileForm>
  );
}
