'use client';

import { Stack, Text, Title } from '@mantine/core';
import { MESSAGES, contactSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { useCaptcha } from '@/features/captcha/use-captcha';
import { useApi } from '@/lib/api/api-context';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { TextField, TextareaField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';

type ContactValues = z.input<typeof contactSchema>;

/** POST /contact: the operators get the message by mail. */
export function ContactForm() {
  const t = useTranslations('pages.contact');
  const api = useApi();
  const [sent, setSent] = useState(false);
  const captcha = useCaptcha();
  const form = useAppForm<ContactValues, z.output<typeof contactSchema>>({
    schema: contactSchema,
    defaultValues: { name: '', email: '', message: '' },
    fallbackError: MESSAGES.somethingWentWrong,
    onSubmit: async (values) => {
      try {
        await api.post('/contact', { ...values, captchaToken: captcha.token }, { token: null });
        setSent(true);
      } catch (error) {
        captcha.reset();
        throw error;
      }
    },
  });

  if (sent) {
    return (
      <Stack gap="sm" aria-live="polite" data-testid="contact-sent">
        <Title order={2} fz={22}>
          {t('thanks')}
        </Title>
        <Text>{t('sent')}</Text>
      </Stack>
    );
  }

  return (
    <AppForm form={form} label={t('label')}>
      <TextField name="name" label={t('name')} autoComplete="name" />
      <TextField name="email" label={t('email')} type="email" autoComplete="email" />
      <TextareaField name="message" label={t('message')} minRows={5} autosize />
      {captcha.field}
      <SubmitButton radius="xl" style={{ alignSelf: 'flex-start' }}>
        {t('send')}
      </SubmitButton>
    </AppForm>
  );
}
