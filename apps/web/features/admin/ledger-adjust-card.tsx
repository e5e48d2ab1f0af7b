'use client';

import { Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { ledgerAdjustmentResultSchema } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { appApi } from '@/lib/api/rtk';
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

/**
 * A balance correction for one account (finance and admins): credit or debit the wallet or, for a
 * creator, the withdrawable earnings, with a reason. It goes through the ledger; never below zero.
 */
export function LedgerAdjustCard({ userId, isPerformer }: { userId: string; isPerformer: boolean }) {
  const t = useTranslations('admin.adjust');
  const [adjust, { isLoading }] = adjustApi.useAdjustLedgerMutation();
  const [account, setAccount] = useState('wallet');
  const [direction, setDirection] = useState('credit');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const run = () =>
      adjust({ userId, account, direction, amount, reason, idempotencyKey: crypto.randomUUID() }).unwrap();
    if (await withToast(run, t('done'))) {
      setAmount('');
      setReason('');
    }
  };
  const choice = (label: string, value: string, onChange: (value: string) => void, options: readonly Side[]) => (
    <SegmentedControl
      value={value}
      onChange={onChange}
      aria-label={label}
      data={options.map((option) => ({ value: option, label: t(option) }))}
    />
  );
  return (
    <Card withBorder component="form" onSubmit={submit} aria-label={t('title')} data-testid="ledger-adjust">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {isPerformer && choice(t('account'), account, setAccount, ['wallet', 'earnings'])}
          {choice(t('direction'), direction, setDirection, ['credit', 'debit'])}
          <NumberInput
            label={t('amount')}
            value={amount}
            onChange={setAmount}
            min={0.01}
            decimalScale={2}
            required
            w={140}
            data-testid="adjust-amount"
          />
          <TextInput
            label={t('reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
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
  );
}
