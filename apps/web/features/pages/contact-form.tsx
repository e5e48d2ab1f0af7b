'use client';

import { Alert, Button, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { contactSchema } from '@fanlane/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCaptcha } from '@/features/captcha/use-captcha';
import { useApi } from '@/lib/api/api-context';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';

type ContactValues = z.input<typeof contactSchema>;
const FIELDS = ['name', 'email', 'message'] as const;

/** POST /contact: the operators get the message by mail. */
export function ContactForm() {
  const api = useApi();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, z.output<typeof contactSchema>>({
    resolver: schemaResolver<ContactValues, typeof contactSchema>(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.post('/contact', { ...values, captchaToken: captcha.token }, { token: null });
      setSent(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
      captcha.reset();
    }
  });

  if (sent) {
    return (
      <Stack gap="sm" aria-live="polite" data-testid="contact-sent">
        <Title order={2} fz={22}>
          Thank you
        </Title>
        <Text>Your message is on its way to the team.</Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact us">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextInput label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Textarea label="Message" minRows={5} autosize error={errors.message?.message} {...register('message')} />
        {captcha.field}
        <Button type="submit" radius="xl" loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
