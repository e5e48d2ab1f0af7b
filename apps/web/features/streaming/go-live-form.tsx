'use client';

import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { streamLiveInputSchema, type StreamSession } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from '@/lib/forms/resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { LiveIcon } from './icons';
import { startLive } from './streaming.thunks';

interface LiveFormValues {
  title: string;
  description: string;
  isFree: boolean;
  price: number | string;
}

const FIELDS = ['title', 'description', 'isFree', 'price'] as const;

export function GoLiveForm({
  last,
  onLive,
}: {
  /** The session that just ended: its details are offered again. */
  last?: { title: string; description: string; isFree: boolean; price: number } | null;
  onLive: (session: StreamSession) => void;
}) {
  const t = useTranslations('live.studio');
  const dispatch = useAppDispatch();
  const publicChatPrice = useAppSelector((state) => state.user.current.publicChatPrice);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LiveFormValues, unknown, z.output<typeof streamLiveInputSchema>>({
    resolver: schemaResolver<LiveFormValues, typeof streamLiveInputSchema>(streamLiveInputSchema),
    defaultValues: last
      ? { title: last.title, description: last.description, isFree: last.isFree, price: last.price || '' }
      : {
          title: '',
          description: '',
          isFree: !publicChatPrice,
          price: publicChatPrice && publicChatPrice > 0 ? publicChatPrice : '',
        },
  });
  const isFree = watch('isFree');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await dispatch(startLive(values));
      onLive(session);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('goLive')} data-testid="go-live-form">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('startTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('startText')}
            </Text>
          </div>
          {formError ? (
            <Alert color="red" variant="light" role="alert" data-testid="go-live-error">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            {...register('title')}
            label={t('title')}
            placeholder={t('titlePlaceholder')}
            maxLength={200}
            withAsterisk
            error={errors.title?.message}
            data-testid="live-title"
          />
          <Textarea
            {...register('description')}
            label={t('description')}
            placeholder={t('descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            withAsterisk
            error={errors.description?.message}
            data-testid="live-description"
          />
          <Controller
            control={control}
            name="isFree"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="live-access-label">
                  {t('whoCanWatch')}
                </Text>
                <SegmentedControl
                  aria-labelledby="live-access-label"
                  radius="xl"
                  value={field.value ? 'free' : 'paid'}
                  onChange={(value) => field.onChange(value === 'free')}
                  data={[
                    { value: 'free', label: t('free') },
                    { value: 'paid', label: t('paid') },
                  ]}
                  data-testid="live-access"
                />
              </Stack>
            )}
          />
          {isFree ? null : (
            <Controller
              control={control}
              name="price"
              render={({ field }) => (
                <NumberInput
                  label={t('price')}
                  description={t('priceHint')}
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.price?.message}
                  withAsterisk
                  maw={320}
                  data-testid="live-price"
                />
              )}
            />
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              radius="xl"
              color="red"
              loading={isSubmitting}
              leftSection={<LiveIcon size={18} />}
              data-testid="go-live"
            >
              {t('goLive')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
