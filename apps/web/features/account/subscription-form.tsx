'use client';

import { SimpleGrid, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { CurrentUser } from '@/features/user/user.types';
import { CountField } from '@/lib/forms/count-field';
import { NumberField } from '@/lib/forms/number-field';
import { SwitchedFields } from '@/lib/forms/switched-fields';
import { useAppSelector } from '@/lib/store/hooks';
import { AccountForm, useProfileForm } from './profile-form';
import { subscriptionSchema } from './subscription-prices';

interface PriceValues {
  monthlyPrice: number | string;
  yearlyPrice: number | string;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays: number | string;
}

const valuesOf = (user: CurrentUser): PriceValues => ({
  monthlyPrice: user.monthlyPrice ?? '',
  yearlyPrice: user.yearlyPrice ?? '',
  isFreeSubscription: Boolean(user.isFreeSubscription),
  durationFreeSubscriptionDays: user.durationFreeSubscriptionDays ?? 1,
});

const PRICES = [
  { name: 'monthlyPrice', label: 'monthly' },
  { name: 'yearlyPrice', label: 'yearly' },
] as const;

/** Monthly and yearly prices within the site's range, and the free trial (when the site allows it). */
export function SubscriptionForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('account.subscription');
  const settings = useAppSelector((state) => state.settings);
  const min = settings.minimumSubscriptionPrice;
  const max = settings.maximumSubscriptionPrice;
  const enterPrice = t('enterPrice');
  const enterDays = t('enterDays');
  const schema = useMemo(
    () => subscriptionSchema({ min, max }, { enterPrice, enterDays }),
    [min, max, enterPrice, enterDays],
  );
  const form = useProfileForm<PriceValues, z.output<typeof schema>>(
    {
      kind: 'performer',
      schema,
      valuesOf,
      toBody: (values) =>
        settings.freeSubscriptionEnabled
          ? values
          : { monthlyPrice: values.monthlyPrice, yearlyPrice: values.yearlyPrice },
    },
    user,
  );

  return (
    <AccountForm form={form} label={t('formLabel')} submit={t('submit')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {PRICES.map((price) => (
          <NumberField
            key={price.name}
            name={price.name}
            label={t(price.label)}
            description={t('between', { min, max })}
            decimalScale={2}
            min={min}
            max={max}
            step={1}
            allowNegative={false}
          />
        ))}
      </SimpleGrid>
      {settings.freeSubscriptionEnabled ? (
        <SwitchedFields
          control={form.control}
          name="isFreeSubscription"
          label={t('trial')}
          description={t('trialHelp')}
        >
          <CountField name="durationFreeSubscriptionDays" label={t('trialDays')} min={1} max={365} maw={240} />
        </SwitchedFields>
      ) : (
        <Text size="sm" c="dimmed">
          {t('trialsOff')}
        </Text>
      )}
    </AccountForm>
  );
}
