'use client';

import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { bankingSettingsSchema, paypalSettingValueSchema, type BankingSettingsInput } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import {
  useConnectStripeMutation,
  useSaveBankingMutation,
  useSavePaypalMutation,
  useStripeStatusQuery,
} from '@/features/payouts/payouts.api';
import { userPatched } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { AppForm, SubmitRow } from '@/lib/forms/app-form';
import { TextField } from '@/lib/forms/text-fields';
import { formFailure } from '@/lib/forms/form-failure';
import { useAppForm } from '@/lib/forms/use-app-form';
import { useAppDispatch } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { AsyncButton } from '@/lib/ui/async-button';
import { AccountSection } from './section';

type BankingValues = { [K in keyof BankingSettingsInput]-?: string };
const BANK_FIELDS = Object.keys(bankingSettingsSchema.shape) as (keyof BankingValues)[];
const REQUIRED = new Set(['firstName', 'lastName', 'bankName', 'bankAccount']);

const read = (source: Record<string, unknown> | null | undefined, key: string) =>
  typeof source?.[key] === 'string' ? (source[key] as string) : '';

/** Where bank payouts go (PUT /performers/banking-settings). */
function BankingForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('payouts.bank');
  const dispatch = useAppDispatch();
  const [save] = useSaveBankingMutation();
  const valuesOf = (banking: Record<string, unknown> | null | undefined) =>
    Object.fromEntries(BANK_FIELDS.map((key) => [key, read(banking, key)])) as BankingValues;
  const form = useAppForm<BankingValues, z.output<typeof bankingSettingsSchema>>({
    schema: bankingSettingsSchema,
    defaultValues: valuesOf(user.bankingInformation),
    onSubmit: async (values) => {
      const banking = await save(values).unwrap().catch(formFailure);
      dispatch(userPatched({ bankingInformation: banking }));
      form.reset(valuesOf(banking));
    },
    successMessage: t('saved'),
  });
  return (
    <AppForm form={form} label={t('title')} data-testid="banking-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {BANK_FIELDS.map((name) => (
          <TextField key={name} control={form.control} name={name} label={t(name)} required={REQUIRED.has(name)} />
        ))}
      </SimpleGrid>
      <SubmitRow data-testid="banking-save">{t('save')}</SubmitRow>
    </AppForm>
  );
}

interface PaypalValues {
  email: string;
  phoneNumber: string;
}

/** The PayPal account payouts may be sent to (PUT /performers/payment-gateway-settings). */
function PaypalForm({ user }: { user: CurrentUser }) {
  const t = useTranslations('payouts.paypal');
  const dispatch = useAppDispatch();
  const [save] = useSavePaypalMutation();
  const value = (user.paypalSetting?.value ?? null) as Record<string, unknown> | null;
  const form = useAppForm<PaypalValues, z.output<typeof paypalSettingValueSchema>>({
    schema: paypalSettingValueSchema,
    defaultValues: { email: read(value, 'email'), phoneNumber: read(value, 'phoneNumber') },
    onSubmit: async (values) => {
      const setting = await save(values).unwrap().catch(formFailure);
      dispatch(userPatched({ paypalSetting: setting }));
    },
    successMessage: t('saved'),
  });
  return (
    <AppForm form={form} label={t('title')} data-testid="paypal-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField control={form.control} name="email" label={t('email')} type="email" required />
        <TextField control={form.control} name="phoneNumber" label={t('phone')} />
      </SimpleGrid>
      <SubmitRow data-testid="paypal-save">{t('save')}</SubmitRow>
    </AppForm>
  );
}

/** Stripe Connect: the API opens (or reopens) the creator's Express account and answers its onboarding link. */
function StripeConnect() {
  const t = useTranslations('payouts.stripe');
  const [connect] = useConnectStripeMutation();
  const { data: status } = useStripeStatusQuery();
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setError(null);
    try {
      const { url } = await connect().unwrap();
      window.location.assign(url);
    } catch (e) {
      const message = typeof e === 'object' && e && 'message' in e ? String(e.message) : String(e);
      setError(message);
      toast.error(message);
    }
  };
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm">{t('intro')}</Text>
        {status ? (
          <Badge
            variant="light"
            radius="xl"
            tt="none"
            color={status.payoutsEnabled ? 'teal' : status.connected ? 'yellow' : 'gray'}
            data-testid="stripe-status"
          >
            {t(status.payoutsEnabled ? 'ready' : status.connected ? 'pending' : 'none')}
          </Badge>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <AsyncButton variant="default" radius="xl" onClick={open} data-testid="stripe-connect">
          {status?.connected ? t('continue') : t('connect')}
        </AsyncButton>
      </Group>
    </Stack>
  );
}

/** The "Payout methods" tab of /creator/account: bank, PayPal, Stripe Connect. */
export function PayoutMethods({ user }: { user: CurrentUser }) {
  const t = useTranslations('payouts');
  return (
    <Stack gap="lg">
      <AccountSection title={t('bank.title')} description={t('bank.description')} testId="banking-section">
        <BankingForm user={user} />
      </AccountSection>
      <AccountSection title={t('paypal.title')} description={t('paypal.description')} testId="paypal-section">
        <PaypalForm user={user} />
      </AccountSection>
      <AccountSection title={t('stripe.title')} testId="stripe-section">
        <StripeConnect />
      </AccountSection>
    </Stack>
  );
}
