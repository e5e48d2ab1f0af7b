'use client';

import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { BioField } from '@/features/account/bio-field';
import { IDENTITY_DOCUMENTS, type IdentityDocument } from '@/features/account/identity-documents';
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
import { useSignUpForm } from './sign-up';
import { SignUpFrame } from './sign-up-frame';

/** One identity document: an image or a PDF, checked before it is accepted. */
function DocumentField({ name, disabled }: { name: IdentityDocument; disabled: boolean }) {
  const t = useTranslations('account.documents');
  const { field, fieldState } = useController<CreatorSignUpValues, typeof name>({ name });
  const label = t(`${name}.label`);
  return (
    <FilePicker
      label={label}
      description={t(`${name}.description`)}
      rule={{ ...DOCUMENT_RULE, label }}
      name={name}
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
  const t = useTranslations('auth.signUp');
  const documents = useTranslations('account.documents');
  const idLabel = documents('idVerification.label');
  const idMissing = t('idMissing');
  const photoLabel = documents('documentVerification.label');
  const photoMissing = t('photoMissing');
  const schema = useMemo(
    () => creatorSignUpSchema({ idLabel, idMissing, photoLabel, photoMissing }),
    [idLabel, idMissing, photoLabel, photoMissing],
  );
  const dispatch = useAppDispatch();
  const { upload, uploading, progress } = useUpload();
  const { form, captcha, done } = useSignUpForm<CreatorSignUpValues, CreatorSignUpInput>({
    schema,
    defaultValues: EMPTY_CREATOR_SIGN_UP,
    send: async (values, captchaToken) => {
      const parts = creatorSignUpParts(values, dispatch(passwordToSend(values.password)));
      if (captchaToken) Object.assign(parts.fields, { captchaToken });
      const answer = await upload<{ message?: string }>('/auth/performers/register', { ...parts, token: null });
      window.scrollTo({ top: 0 });
      return answer;
    },
    doneMessage: t('creatorDone'),
  });

  if (done) {
    return (
      <Stack gap="md">
        <SignUpDone {...done} />
        <Text size="sm" c="dimmed">
          {t('creatorDoneHelp')}
        </Text>
      </Stack>
    );
  }

  const busy = form.formState.isSubmitting || uploading;

  return (
    <SignUpFrame
      form={form}
      label={t('creatorFormLabel')}
      role="performer"
      captcha={captcha.field}
      submit={t('creatorSubmit')}
      aboveSubmit={uploading ? <UploadProgress value={progress} label={t('sending')} /> : null}
      gap="lg"
    >
      <Fieldset legend={t('yourAccount')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ProfileField name="email" description={t('emailHelp')} required />
          <ProfileField name="username" description={t('creatorUsernameHelp')} required />
          <NewPasswordField label={t('password')} description={t('passwordHelp', { min: PASSWORD_MIN })} required />
          <ProfileField name="name" description={t('nameHelp')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('aboutYou')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonFields genderRequired birthDate />
          <AddressFields />
          <LanguagesAndCategories placeholder={t('languagesPlaceholder')} />
        </SimpleGrid>
        <BioField mt="md" description={t('bioHelp')} maxRows={8} />
      </Fieldset>

      <Fieldset legend={t('appearance')} radius="md">
        <Text size="sm" c="dimmed" mb="sm">
          {t('appearanceHelp')}
        </Text>
        <AppearanceFields />
      </Fieldset>

      <Fieldset legend={t('documents')} radius="md">
        <Text size="sm" c="dimmed" mb="sm">
          {t('documentsHelp')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {IDENTITY_DOCUMENTS.map((name) => (
            <DocumentField key={name} name={name} disabled={busy} />
          ))}
        </SimpleGrid>
      </Fieldset>
    </SignUpFrame>
  );
}
