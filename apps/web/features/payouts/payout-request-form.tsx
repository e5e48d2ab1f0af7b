'use client';

import { Group, Text } from '@mantine/core';
import { payoutRequestInputSchema, type PayoutCalculation, type PayoutRequest } from '@fanlane/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useFormat } from '@/lib/i18n/use-format';
import { AppForm, SubmitButton } from '@/lib/forms/app-form';
import { SegmentedField } from '@/lib/forms/choice-fields';
import { NumberField } from '@/lib/forms/number-field';
import { TextareaField } from '@/lib/forms/text-fields';
import { useAppForm } from '@/lib/forms/use-app-form';
import { formFailure } from '@/lib/forms/form-failure';
import { PAYOUT_CHOICES, methodKey } from './methods';
import { useEditPayoutMutation, useRequestPayoutMutation } from './payouts.api';

interface Values {
  requestTokens: number | string;
  requestNote: string;
  paymentAccountType: string;
}

/**
 * Asks for a payout (POST /payout-requests): method, amount in tokens, note. The API's refusals
 * (the minimum, one open request, over the balance, missing payment details) show as it words them.
 */
export function PayoutRequestForm({
  calc,
  payout,
  onDone,
}: {
  calc: PayoutCalculation | undefined;
  /** A pending request to change (PUT /payout-requests/{id}) instead of a new one. */
  payout?: PayoutRequest;
  onDone?: () => void;
}) {
  const t = useTranslations('payouts.request');
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 36em)');
  const [requestPayout] = useRequestPayoutMutation();
  const [editPayout] = useEditPayoutMutation();
  const blank = { requestTokens: '', requestNote: '', paymentAccountType: 'banking' };
  const form = useAppForm<Values, z.output<typeof payoutRequestInputSchema>>({
    schema: payoutRequestInputSchema,
    defaultValues: payout
      ? {
          requestTokens: payout.requestTokens,
          requestNote: payout.requestNote,
          paymentAccountType: methodKey(payout.paymentAccountType),
        }
      : blank,
    onSubmit: async (values) => {
      if (payout)
        await editPayout({ ...values, id: payout._id })
          .unwrap()
          .catch(formFailure);
      else await requestPayout(values).unwrap().catch(formFailure);
      form.reset(payout ? values : { ...blank, paymentAccountType: values.paymentAccountType });
      onDone?.();
    },
    successMessage: payout ? t('changed') : t('sent'),
  });
  const rate = calc?.tokenConversionRate ?? 1;
  const amount = Number(form.watch('requestTokens')) || 0;
  return (
    <AppForm form={form} label={t('title')} errorTestId="payout-error" data-testid="payout-form">
      <SegmentedField
        name="paymentAccountType"
        label={t('method')}
        data={PAYOUT_CHOICES.map((value) => ({ value, label: t(`methods.${value}`) }))}
        orientation={phone ? 'vertical' : 'horizontal'}
        fullWidth={phone}
        radius={phone ? 'md' : 'xl'}
        {...(phone ? { style: { alignSelf: 'stretch' } } : {})}
        data-testid="payout-method"
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <NumberField
          name="requestTokens"
          label={t('amount')}
          description={calc ? t('minimum', { amount: f.money(calc.minimumPayoutAmount) }) : undefined}
          min={0}
          decimalScale={2}
          allowNegative={false}
          w={220}
          data-testid="payout-amount"
        />
        {amount > 0 ? (
          <Text size="sm" c="dimmed" pb={8} data-testid="payout-worth">
            {t('worth', { money: f.money(Math.round(amount * rate * 100) / 100) })}
          </Text>
        ) : null}
      </Group>
      <TextareaField name="requestNote" label={t('note')} autosize minRows={2} maxLength={500} />
      <Group justify="flex-end">
        <SubmitButton radius="xl" data-testid="payout-submit">
          {payout ? t('save') : t('submit')}
        </SubmitButton>
      </Group>
    </AppForm>
  );
}
