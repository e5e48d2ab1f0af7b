'use client';

import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { GENDERS, MESSAGES, updateUserSchema, type UpdateUserInput } from '@fanlane/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { countryItems, optionItems } from '@/features/reference/reference';
import { useReference } from '@/features/reference/use-reference';
import { updateErrorMessage, updateProfile } from '@/features/user/user.thunks';
import type { CurrentUser } from '@/features/user/user.types';
import { ControlledSelect } from '@/lib/forms/controlled-select';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { CurrentPasswordField } from './current-password-field';

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

const FIELDS = [
  'name',
  'firstName',
  'lastName',
  'username',
  'email',
  'gender',
  'country',
  'phone',
  'currentPassword',
] as const;

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

/** A fan's profile: PUT /users, "Changes saved" on success (spec section 8). */
export function UserProfileForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const countries = useReference('countries');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FanProfileValues, unknown, UpdateUserInput>({
    resolver: schemaResolver<FanProfileValues, typeof updateUserSchema>(updateUserSchema),
    defaultValues: valuesOf(user),
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await dispatch(updateProfile('user', values));
    if (result.ok) {
      reset(valuesOf(result.user));
      toast.success(MESSAGES.changesSaved);
      return;
    }
    setFormError(applyServerErrors(result.error, setError, FIELDS, updateErrorMessage(result.error)));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert" data-testid="profile-error">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Display name" error={errors.name?.message} {...register('name')} />
          <TextInput
            label="Username"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            description="Changing it sends a new verification link."
            error={errors.email?.message}
            {...register('email')}
          />
          <CurrentPasswordField
            shown={email.trim() !== (user.email ?? '')}
            error={errors.currentPassword?.message}
            registration={register('currentPassword')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            description="Optional. Never shown on the site."
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <ControlledSelect
            control={control}
            name="gender"
            label="Gender"
            data={optionItems(GENDERS)}
            error={errors.gender?.message}
          />
          <ControlledSelect
            control={control}
            name="country"
            label="Country"
            searchable
            nothingFoundMessage="No country by that name"
            data={countryItems(countries.data)}
            error={errors.country?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={isSubmitting}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
