'use client';

import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { MESSAGES, streamLiveInputSchema, type StreamSession } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { AppForm, SubmitRow } from '@/lib/forms/app-form';
import { NumberField } from '@/lib/forms/number-field';
import { TextField, TextareaField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { TitleWithIntro } from '@/lib/ui/title-with-intro';
import { LiveIcon } from '@/features/layout/icons';
import { startLive } from './streaming.thunks';

interface LiveFormValues {
  title: string;
  description: string;
  isFree: boolean;
  price: number | string;
}

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
  const form = useAppForm<LiveFormValues, z.output<typeof streamLiveInputSchema>>({
    schema: streamLiveInputSchema,
    defaultValues: last
      ? { title: last.title, description: last.description, isFree: last.isFree, price: last.price || '' }
      : {
          title: '',
          description: '',
          isFree: !publicChatPrice,
          price: publicChatPrice && publicChatPrice > 0 ? publicChatPrice : '',
        },
    fallbackError: MESSAGES.somethingWentWrong,
    onSubmit: async (values) => onLive(await dispatch(startLive(values))),
  });
  const { field: access } = useController({ control: form.control, name: 'isFree' });
  /** The title and the description: both required, labelled, hinted and test-id'd after their name. */
  const detail = (name: 'title' | 'description') => ({
    name,
    label: t(name),
    placeholder: t(`${name}Placeholder`),
    withAsterisk: true,
    'data-testid': `live-${name}`,
  });

  const intro = (
    <div>
      <TitleWithIntro order={2} fz="lg" title={t('startTitle')} intro={t('startText')} />
    </div>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <AppForm form={form} label={t('goLive')} data-testid="go-live-form" errorTestId="go-live-error" intro={intro}>
        <TextField {...detail('title')} maxLength={200} />
        <TextareaField {...detail('description')} autosize minRows={2} maxRows={6} maxLength={2000} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="live-access-label">
            {t('whoCanWatch')}
          </Text>
          <SegmentedControl
            aria-labelledby="live-access-label"
            radius="xl"
            value={access.value ? 'free' : 'paid'}
            onChange={(value) => access.onChange(value === 'free')}
            data={[
              { value: 'free', label: t('free') },
              { value: 'paid', label: t('paid') },
            ]}
            data-testid="live-access"
          />
        </Stack>
        {access.value ? null : (
          <NumberField
            name="price"
            label={t('price')}
            description={t('priceHint')}
            min={0}
            decimalScale={2}
            allowNegative={false}
            withAsterisk
            maw={320}
            data-testid="live-price"
          />
        )}
        <SubmitRow color="red" leftSection={<LiveIcon size={18} />} data-testid="go-live">
          {t('goLive')}
        </SubmitRow>
      </AppForm>
    </Paper>
  );
}
