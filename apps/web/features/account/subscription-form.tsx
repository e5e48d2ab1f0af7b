'use client';

import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { MESSAGES } from '@fanlane/shared';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { updateErrorMessage, updateProfile } from '@/features/user/user.thunks';
import type { CurrentUser } from '@/features/user/user.types';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { subscriptionSchema } from './subscription-prices';

interface PriceValues {
  monthlyPrice: number | string;
  yearlyPrice: number | string;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays: number | string;
}

const FIELDS = ['monthlyPrice', 'yearlyPrice', 'isFreeSubscription', 'durationFreeSubscriptionDays'] as const;

const valuesOf = (user: CurrentUser): PriceValues => ({
  monthlyPrice: user.monthlyPrice ?? '',
  yearlyPrice: user.yearlyPrice ?? '',
  isFreeSubscription: Boolean(user.isFreeSubscription),
  durationFreeSubscriptionDays: user.durationFreeSubscriptionDays ?? 1,
});

/** Monthly and yearly prices within the site's range, and the free trial (when the site allows it). */
export function SubscriptionForm({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const min = settings.minimumSubscriptionPrice;
  const max = settings.maximumSubscriptionPrice;
  const range = { min, max };
  const schema = useMemo(() => subscriptionSchema({ min, max }), [min, max]);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PriceValues, unknown, z.output<typeof schema>>({
    resolver: schemaResolver<PriceValues, typeof schema>(schema),
    defaultValues: valuesOf(user),
  });
  const freeOn = watch('isFreeSubscription');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = settings.freeSubscriptionEnabled
      ? values
      : { monthlyPrice: values.monthlyPrice, yearlyPrice: values.yearlyPrice };
    const result = await dispatch(updateProfile('performer', body));
    if (result.ok) {
      reset(valuesOf(result.user));
      toast.success(MESSAGES.changesSaved);
      return;
    }
    setFormError(applyServerErrors(result.error, setError, FIELDS, updateErrorMessage(result.error)));
  });

  const priceInput = (name: 'monthlyPrice' | 'yearlyPrice', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={`Between ${range.min} and ${range.max}`}
          decimalScale={2}
          min={range.min}
          max={range.max}
          step={1}
          allowNegative={false}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Subscription prices">
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {priceInput('monthlyPrice', 'Monthly price')}
          {priceInput('yearlyPrice', 'Yearly price')}
        </SimpleGrid>
        {settings.freeSubscriptionEnabled ? (
          <Stack gap="sm">
            <Controller
              control={control}
              name="isFreeSubscription"
              render={({ field }) => (
                <Switch
                  label="Offer a free trial"
                  description="Fans can subscribe for free once, for the number of days below."
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                />
              )}
            />
            {freeOn ? (
              <Controller
                control={control}
                name="durationFreeSubscriptionDays"
                render={({ field }) => (
                  <NumberInput
                    label="Free trial length (days)"
                    min={1}
                    max={365}
                    allowDecimal={false}
                    allowNegative={false}
                    maw={240}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    ref={field.ref}
                    error={errors.durationFreeSubscriptionDays?.message}
                  />
                )}
              />
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Free trials are switched off on this site.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" radius="xl" loading={isSubmitting}>
            Save prices
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
