'use client';

import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  AGES,
  BODY_TYPES,
  ETHNICITIES,
  EYES,
  GENDERS,
  HAIRS,
  HEIGHTS,
  MESSAGES,
  PUBIC_HAIRS,
  SEXUAL_ORIENTATIONS,
  SIZES,
  WEIGHTS,
  updatePerformerSchema,
  type UpdatePerformerInput,
} from '@fanlane/shared';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CategoriesField } from '@/features/creators/categories-field';
import { countryItems, optionItems } from '@/features/reference/reference';
import { useReference } from '@/features/reference/use-reference';
import { updateErrorMessage, updateProfile } from '@/features/user/user.thunks';
import type { CurrentUser } from '@/features/user/user.types';
import { ControlledMultiSelect, ControlledSelect } from '@/lib/forms/controlled-select';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { CurrentPasswordField } from './current-password-field';

export const APPEARANCE_FIELDS = [
  { name: 'height', label: 'Height', options: HEIGHTS },
  { name: 'weight', label: 'Weight', options: WEIGHTS },
  { name: 'age', label: 'Age', options: AGES },
  { name: 'bodyType', label: 'Body type', options: BODY_TYPES },
  { name: 'ethnicity', label: 'Ethnicity', options: ETHNICITIES },
  { name: 'hair', label: 'Hair', options: HAIRS },
  { name: 'eyes', label: 'Eyes', options: EYES },
  { name: 'butt', label: 'Size', options: SIZES },
  { name: 'pubicHair', label: 'Pubic hair', options: PUBIC_HAIRS },
  { name: 'sexualOrientation', label: 'Sexual orientation', options: SEXUAL_ORIENTATIONS },
] as const;

type AppearanceName = (typeof APPEARANCE_FIELDS)[number]['name'];

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
  const appearance = Object.fromEntries(APPEARANCE_FIELDS.map((f) => [f.name, text(record[f.name])])) as Record<
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

const FIELDS = Object.keys(valuesOf({ _id: '' })) as (keyof CreatorProfileValues)[];

/** A creator's profile: PUT /performers/me with the profile fields. */
export function CreatorProfileForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const countries = useReference('countries');
  const languages = useReference('languages');
  const phoneCodes = useReference('phoneCodes');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreatorProfileValues, unknown, UpdatePerformerInput>({
    resolver: schemaResolver<CreatorProfileValues, typeof updatePerformerSchema>(updatePerformerSchema),
    defaultValues: valuesOf(user),
  });
  const email = useWatch({ control, name: 'email' });

  const languageItems = useMemo(
    () => [...new Set([...languages.data.map((l) => l.name), ...(user.languages ?? [])])],
    [languages.data, user.languages],
  );
  const phoneCodeItems = useMemo(
    () => [...new Map(phoneCodes.data.map((p) => [p.code, { value: p.code, label: `${p.code} ${p.name}` }])).values()],
    [phoneCodes.data],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await dispatch(updateProfile('performer', values));
    if (result.ok) {
      reset(valuesOf(result.user));
      toast.success(MESSAGES.changesSaved);
      return;
    }
    setFormError(applyServerErrors(result.error, setError, FIELDS, updateErrorMessage(result.error)));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Creator profile">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert" data-testid="profile-error">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Username"
            required
            description="Your profile's address: 3 to 30 letters or digits."
            error={errors.username?.message}
            {...register('username')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            description="Changing it sends a new verification link."
            error={errors.email?.message}
            {...register('email')}
          />
          <CurrentPasswordField
            shown={email.trim() !== text(user.email)}
            error={errors.currentPassword?.message}
            registration={register('currentPassword')}
          />
          <TextInput label="Display name" error={errors.name?.message} {...register('name')} />
          <ControlledSelect
            control={control}
            name="gender"
            label="Gender"
            data={optionItems(GENDERS)}
            error={errors.gender?.message}
          />
          <TextInput label="First name" error={errors.firstName?.message} {...register('firstName')} />
          <TextInput label="Last name" error={errors.lastName?.message} {...register('lastName')} />
          <TextInput
            label="Date of birth"
            type="date"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          <ControlledMultiSelect
            control={control}
            name="languages"
            label="Languages"
            searchable
            data={languageItems}
            maxValues={20}
            error={errors.languages?.message}
          />
          <CategoriesField control={control} name="categoryIds" error={errors.categoryIds?.message} />
        </SimpleGrid>
        <Textarea label="Bio" autosize minRows={3} maxRows={10} error={errors.bio?.message} {...register('bio')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ControlledSelect
            control={control}
            name="country"
            label="Country"
            searchable
            data={countryItems(countries.data)}
            error={errors.country?.message}
          />
          <TextInput label="State or region" error={errors.state?.message} {...register('state')} />
          <TextInput label="City" error={errors.city?.message} {...register('city')} />
          <TextInput label="Postcode" error={errors.zipcode?.message} {...register('zipcode')} />
          <TextInput label="Address" error={errors.address?.message} {...register('address')} />
          <Group gap="xs" align="flex-start" wrap="nowrap" grow preventGrowOverflow={false}>
            <ControlledSelect
              control={control}
              name="phoneCode"
              label="Code"
              searchable
              data={phoneCodeItems}
              maw={130}
              error={errors.phoneCode?.message}
            />
            <TextInput label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
          </Group>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
          {APPEARANCE_FIELDS.map((item) => (
            <ControlledSelect
              key={item.name}
              control={control}
              name={item.name}
              label={item.label}
              data={optionItems(item.options)}
              error={errors[item.name]?.message}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={isSubmitting}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
