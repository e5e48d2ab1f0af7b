'use client';

import { Alert, Anchor, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  AGES,
  BODY_TYPES,
  ETHNICITIES,
  EYES,
  GENDERS,
  HAIRS,
  HEIGHTS,
  PASSWORD_MIN,
  PUBIC_HAIRS,
  SEXUAL_ORIENTATIONS,
  SIZES,
  WEIGHTS,
} from '@fanlane/shared';
import Link from '@/lib/ui/link';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CategoriesField } from '@/features/creators/categories-field';
import { FilePicker } from '@/features/media/file-picker';
import { DOCUMENT_RULE } from '@/features/media/file-checks';
import { UploadProgress } from '@/features/media/upload-progress';
import { countryItems, optionItems } from '@/features/reference/reference';
import { useCaptcha } from '@/features/captcha/use-captcha';
import { useReference } from '@/features/reference/use-reference';
import { useUpload } from '@/lib/api/use-upload';
import { ControlledMultiSelect, ControlledSelect } from '@/lib/forms/controlled-select';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { LOGIN_PATH, REGISTER_PATH } from '@/lib/routes';
import { useAppDispatch } from '@/lib/store/hooks';
import { NewPasswordInput } from '@/features/security/password-strength';
import { passwordToSend } from './auth.thunks';
import {
  CREATOR_SIGN_UP_FIELDS,
  EMPTY_CREATOR_SIGN_UP,
  creatorSignUpParts,
  creatorSignUpSchema,
  type CreatorSignUpInput,
  type CreatorSignUpValues,
} from './creator-sign-up.schema';
import { SignUpDone } from './sign-up-done';
import { SocialLogin } from './social-login';

/** The profile option lists of spec section 3, in the order the form shows them. */
const APPEARANCE = [
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

/**
 * Creator sign-up: account, personal details, optional appearance, and the two identity documents,
 * sent as one multipart POST /auth/performers/register with a progress bar.
 */
export function CreatorSignUpForm() {
  const dispatch = useAppDispatch();
  const countries = useReference('countries');
  const languages = useReference('languages');
  const phoneCodes = useReference('phoneCodes');
  const { upload, uploading, progress } = useUpload();
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreatorSignUpValues, unknown, CreatorSignUpInput>({
    resolver: schemaResolver<CreatorSignUpValues, typeof creatorSignUpSchema>(creatorSignUpSchema),
    defaultValues: EMPTY_CREATOR_SIGN_UP,
  });

  const languageItems = useMemo(() => [...new Set(languages.data.map((l) => l.name))], [languages.data]);
  const phoneCodeItems = useMemo(
    () => [...new Map(phoneCodes.data.map((p) => [p.code, { value: p.code, label: `${p.code} ${p.name}` }])).values()],
    [phoneCodes.data],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const parts = creatorSignUpParts(values, dispatch(passwordToSend(values.password)));
      if (captcha.token) Object.assign(parts.fields, { captchaToken: captcha.token });
      const answer = await upload<{ message?: string }>('/auth/performers/register', { ...parts, token: null });
      setDone({ message: answer?.message || 'Your application has been received.', email: values.email });
      window.scrollTo({ top: 0 });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, CREATOR_SIGN_UP_FIELDS));
      captcha.reset();
    }
  });

  if (done) {
    return (
      <Stack gap="md">
        <SignUpDone {...done} />
        <Text size="sm" c="dimmed">
          An operator now reviews your documents. You can sign in and complete your profile meanwhile; you appear in
          search once the review is done.
        </Text>
      </Stack>
    );
  }

  const busy = isSubmitting || uploading;

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Create a creator account">
        <Stack gap="lg">
          {formError ? (
            <Alert color="red" variant="light" role="alert" data-testid="register-error">
              {formError}
            </Alert>
          ) : null}

          <Fieldset legend="Your account" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                description="We send a verification link here."
                required
                error={errors.email?.message}
                {...register('email')}
              />
              <TextInput
                label="Username"
                autoComplete="username"
                description="Your address on the site: 3 to 30 letters or digits."
                required
                error={errors.username?.message}
                {...register('username')}
              />
              <NewPasswordInput
                control={control}
                name="password"
                registration={register('password')}
                label="Password"
                description={`At least ${PASSWORD_MIN} characters.`}
                required
                error={errors.password?.message}
              />
              <TextInput
                label="Display name"
                description="Shown on your profile."
                error={errors.name?.message}
                {...register('name')}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend="About you" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
                required
                data={optionItems(GENDERS)}
                error={errors.gender?.message}
              />
              <TextInput
                label="Date of birth"
                type="date"
                autoComplete="bday"
                error={errors.dateOfBirth?.message}
                {...register('dateOfBirth')}
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
              <TextInput label="State or region" error={errors.state?.message} {...register('state')} />
              <TextInput
                label="City"
                autoComplete="address-level2"
                error={errors.city?.message}
                {...register('city')}
              />
              <TextInput
                label="Postcode"
                autoComplete="postal-code"
                error={errors.zipcode?.message}
                {...register('zipcode')}
              />
              <TextInput
                label="Address"
                autoComplete="street-address"
                error={errors.address?.message}
                {...register('address')}
              />
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
                <TextInput
                  label="Phone"
                  type="tel"
                  autoComplete="tel-national"
                  error={errors.phone?.message}
                  {...register('phone')}
                />
              </Group>
              <ControlledMultiSelect
                control={control}
                name="languages"
                label="Languages"
                placeholder="Languages you speak"
                searchable
                data={languageItems}
                maxValues={20}
                error={errors.languages?.message}
              />
              <CategoriesField control={control} name="categoryIds" error={errors.categoryIds?.message} />
            </SimpleGrid>
            <Textarea
              mt="md"
              label="Bio"
              description="A few words for your fans."
              autosize
              minRows={3}
              maxRows={8}
              error={errors.bio?.message}
              {...register('bio')}
            />
          </Fieldset>

          <Fieldset legend="Appearance (optional)" radius="md">
            <Text size="sm" c="dimmed" mb="sm">
              Fans can find you by these in the creators list.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
              {APPEARANCE.map((item) => (
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
          </Fieldset>

          <Fieldset legend="Identity documents" radius="md">
            <Text size="sm" c="dimmed" mb="sm">
              An operator checks them before your profile appears in search. They are never shown to fans.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="idVerification"
                render={({ field }) => (
                  <FilePicker
                    label="ID document"
                    description="Passport, ID card or driving licence."
                    rule={{ ...DOCUMENT_RULE, label: 'ID document' }}
                    name="idVerification"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.idVerification?.message}
                    disabled={busy}
                  />
                )}
              />
              <Controller
                control={control}
                name="documentVerification"
                render={({ field }) => (
                  <FilePicker
                    label="Photo with your ID"
                    description="A photo of you holding the same document."
                    rule={{ ...DOCUMENT_RULE, label: 'Photo with your ID' }}
                    name="documentVerification"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.documentVerification?.message}
                    disabled={busy}
                  />
                )}
              />
            </SimpleGrid>
          </Fieldset>

          {captcha.field}
          {uploading ? <UploadProgress value={progress} label="Sending your application" /> : null}
          <Button type="submit" size="md" radius="xl" loading={busy} fullWidth>
            Apply as a creator
          </Button>
        </Stack>
      </form>
      <SocialLogin role="performer" />
      <Group justify="center" gap="lg">
        <Text size="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} href={LOGIN_PATH} fw={600}>
            Sign in
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          Just here to follow?{' '}
          <Anchor component={Link} href={REGISTER_PATH} fw={600}>
            Sign up as a fan
          </Anchor>
        </Text>
      </Group>
    </Stack>
  );
}
