'use client';

import { SimpleGrid, Text } from '@mantine/core';
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
  { name: 'monthlyPrice', label: 'Monthly price' },
  { name: 'yearlyPrice', label: 'Yearly price' },
] as const;

/** Monthly and yearly prices within the site's range, and the free trial (when the site allows it). */
export function SubscriptionForm({ user }: { user: CurrentUser }) {
  const settings = useAppSelector((state) => state.settings);
  const min = settings.minimumSubscriptionPrice;
  const max = settings.maximumSubscriptionPrice;
  const schema = useMemo(() => subscriptionSchema({ min, max }), [min, max]);
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
    <AccountForm form={form} label="Subscription prices" submit="Save prices">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {PRICES.map((price) => (
          <NumberField
            key={price.name}
            name={price.name}
            label={price.label}
            description={`Between ${min} and ${max}`}
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
          label="Offer a free trial"
          description="Fans can subscribe for free once, for the number of days below."
        >
          <CountField
            name="durationFreeSubscriptionDays"
            label="Free trial length (days)"
            min={1}
            max={365}
            maw={240}
          />
        </SwitchedFields>
      ) : (
        <Text size="sm" c="dimmed">
          Free trials are switched off on this site.
        </Text>
      )}
    </AccountForm>
  );
}
