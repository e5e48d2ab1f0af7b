'use client';

import { Button, Card, Group, SegmentedControl, Stack } from '@mantine/core';
import { ledgerAdjustmentResultSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { appApi } from '@/lib/api/rtk';
import { NumberField } from '@/lib/forms/number-field';
import { TextField } from '@/lib/forms/text-fields';
import { TitleWithIntro } from '@/lib/ui/title-with-intro';
import { withToast } from './admin-toast';

const adjustApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adjustLedger: build.mutation<unknown, Record<string, unknown>>({
      query: (body) => ({
        path: '/admin/ledger/adjustments',
        method: 'POST',
        body,
        schema: ledgerAdjustmentResultSchema,
      }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
  }),
});

/** Which balance, and which way. */
type Side = 'wallet' | 'earnings' | 'credit' | 'debit';

interface Adjustment {
  account: Side;
  direction: Side;
  amount: number | string;
  reason: string;
}

/**
 * A balance correction for one account (finance and admins): credit or debit the wallet or, for a
 * creator, the withdrawable earnings, with a reason. It goes through the ledger; never below zero.
 * The browser checks the amount and the reason (required, their limits) before it is sent.
 */
export function LedgerAdjustCard({ userId, isPerformer }: { userId: string; isPerformer: boolean }) {
  const t = useTranslations('admin.adjust');
  const [adjust, { isLoading }] = adjustApi.useAdjustLedgerMutation();
  const form = useForm<Adjustment>({
    defaultValues: { account: 'wallet', direction: 'credit', amount: '', reason: '' },
  });
  const { handleSubmit, resetField } = form;
  const submit = handleSubmit(async (values) => {
    const run = () => adjust({ userId, ...values, idempotencyKey: crypto.randomUUID() }).unwrap();
    if (await withToast(run, t('done'))) {
      resetField('amount');
      resetField('reason');
    }
  });
  const choice = (name: 'account' | 'direction', options: readonly Side[]) => (
    <Controller<Adjustment>
      name={name}
      render={({ field }) => (
        <SegmentedControl
          value={field.value}
          onChange={field.onChange}
          aria-label={t(name)}
          data={options.map((option) => ({ value: option, label: t(option) }))}
        />
      )}
    />
  );
  return (
    <FormProvider {...form}>
      <Card withBorder component="form" onSubmit={submit} aria-label={t('title')} data-testid="ledger-adjust">
        <Stack gap="sm">
          <TitleWithIntro order={3} size="h5" title={t('title')} intro={t('intro')} />
          <Group gap="sm" align="flex-end" wrap="wrap">
            {isPerformer && choice('account', ['wallet', 'earnings'])}
            {choice('direction', ['credit', 'debit'])}
            <NumberField
              name="amount"
              label={t('amount')}
              min={0.01}
              decimalScale={2}
              required
              w={140}
              data-testid="adjust-amount"
            />
            <TextField
              name="reason"
              label={t('reason')}
              required
              minLength={3}
              maxLength={500}
              style={{ flex: 1, minWidth: 200 }}
              data-testid="adjust-reason"
            />
            <Button type="submit" loading={isLoading} data-testid="adjust-submit">
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </FormProvider>
  );
}
