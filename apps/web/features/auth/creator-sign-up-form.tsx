'use client';

import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN } from '@fanlane/shared';
import { useController } from 'react-hook-form';
import { NewPasswordField } from '@/features/account/new-password-field';
import {
  AddressFields,
  AppearanceFields,
  LanguagesAndCategories,
  PersonFields,
  ProfileField,
} from '@/features/account/profile-fields';
import { FilePicker } from '@/features/media/file-picker';
import { DOCUMENT_RULE } from '@/features/media/file-checks';
import { UploadProgress } from '@/features/media/upload-progress';
import { useUpload } from '@/lib/api/use-upload';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { TextareaField } from '@/lib/forms/text-fields';
import { useAppDispatch } from '@/lib/store/hooks';
import { passwordToSend } from './auth.thunks';
import {
  EMPTY_CREATOR_SIGN_UP,
  creatorSignUpParts,
  creatorSignUpSchema,
  type CreatorSignUpInput,
  type CreatorSignUpValues,
} from './creator-sign-up.schema';
import { SignUpDone } from './sign-up-done';
import { SignUpFooter, useSignUpForm } from './sign-up';

const DOCUMENTS = [
  { name: 'idVerification', label: 'ID document', description: 'Passport, ID card or driving licence.' },
  {
    name: 'documentVerification',
    label: 'Photo with your ID',
    description: 'A photo of you holding the same document.',
  },
] as const;

/** One identity document: an image or a PDF, checked before it is accepted. */
function DocumentField({ document, disabled }: { document: (typeof DOCUMENTS)[number]; disabled: boolean }) {
  const { field, fieldState } = useController<CreatorSignUpValues, typeof document.name>({ name: document.name });
  return (
    <FilePicker
      label={document.label}
      description={document.description}
      rule={{ ...DOCUMENT_RULE, label: document.label }}
      name={document.name}
      required
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}

/**
 * Creator sign-up: account, personal details, optional appearance, and the two identity documents,
 * sent as one multipart POST /auth/performers/register with a progress bar.
 */
export function CreatorSignUpForm() {
  const dispatch = useAppDispatch();
  const { upload, uploading, progress } = useUpload();
  const { form, captcha, done } = useSignUpForm<CreatorSignUpValues, CreatorSignUpInput>({
    schema: creatorSignUpSchema,
    defaultValues: EMPTY_CREATOR_SIGN_UP,
    send: async (values, captchaToken) => {
      const parts = creatorSignUpParts(values, dispatch(passwordToSend(values.password)));
      if (captchaToken) Object.assign(parts.fields, { captchaToken });
      const answer = await upload<{ message?: string }>('/auth/performers/register', { ...parts, token: null });
      window.scrollTo({ top: 0 });
      return answer;
    },
    doneMessage: 'Your application has been received.',
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

  const busy = form.formState.isSubmitting || uploading;

  return (
    <Stack gap="lg">
      <AppForm form={form} label="Create a creator account" gap="lg" errorTestId="register-error">
        <Fieldset legend="Your account" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ProfileField name="email" description="We send a verification link here." required />
            <ProfileField name="username" description="Your address on the site: 3 to 30 letters or digits." required />
            <NewPasswordField label="Password" description={`At least ${PASSWORD_MIN} characters.`} required />
            <ProfileField name="name" description="Shown on your profile." />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="About you" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PersonFields genderRequired birthDate />
            <AddressFields />
            <LanguagesAndCategories placeholder="Languages you speak" />
          </SimpleGrid>
          <TextareaField
            name="bio"
            mt="md"
            label="Bio"
            description="A few words for your fans."
            autosize
            minRows={3}
            maxRows={8}
          />
        </Fieldset>

        <Fieldset legend="Appearance (optional)" radius="md">
          <Text size="sm" c="dimmed" mb="sm">
            Fans can find you by these in the creators list.
          </Text>
          <AppearanceFields />
        </Fieldset>

        <Fieldset legend="Identity documents" radius="md">
          <Text size="sm" c="dimmed" mb="sm">
            An operator checks them before your profile appears in search. They are never shown to fans.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {DOCUMENTS.map((document) => (
              <DocumentField key={document.name} document={document} disabled={busy} />
            ))}
          </SimpleGrid>
        </Fieldset>

        {captcha.field}
        {uploading ? <UploadProgress value={progress} label="Sending your application" /> : null}
        <SubmitButton size="md" radius="xl" fullWidth>
          Apply as a creator
        </SubmitButton>
      </AppForm>
      <SignUpFooter role="performer" />
    </Stack>
  );
}
