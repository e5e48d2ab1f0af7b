'use client';

import { Alert, Avatar, Chip, Group, Modal, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/lib/ui/link';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { DEFAULT_AVATAR } from '@/features/user/user.slice';
import { AppForm, CancelAndSubmit } from '@/lib/forms/app-form';
import { NumberField } from '@/lib/forms/number-field';
import { TextareaField } from '@/lib/forms/text-fields';
import { FormError, useAppForm } from '@/lib/forms/use-app-form';
import { useFormat } from '@/lib/i18n/use-format';
import { WALLET_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { GiftIcon } from '@/features/layout/icons';
import { balanceAfter, canAfford, shortfall } from './money';
import { quickTips, tipFormSchema } from './tip-form';
import { PaymentSummary, SummaryRow } from './payment-summary';
import { refreshBalance, sendTip } from './wallet.thunks';

export interface TipTarget {
  _id: string;
  name?: string;
  username?: string;
  avatar?: string;
}

interface TipValues {
  price: number | string;
  note: string;
}

/** The quick amounts under the tip's amount field, as chips; the one equal to `price` is checked. */
function QuickTips({ amounts, price, onPick }: { amounts: number[]; price: number; onPick: (value: number) => void }) {
  const format = useFormat();
  return (
    <Group gap={6}>
      {amounts.map((value) => (
        <Chip key={value} size="xs" checked={price === value} onChange={() => onPick(value)} radius="xl">
          {format.tokens(value)}
        </Chip>
      ))}
    </Group>
  );
}

/**
 * Sends a creator a tip from the wallet (POST /wallet/charges/tip/{performerId}): an amount in
 * tokens within the site's tip bounds and an optional note. A short balance leads to the wallet.
 */
export function TipDialog({
  performer,
  source,
  sourceId,
  stream,
  opened,
  onClose,
}: {
  performer: TipTarget;
  source: 'profile' | 'feed' | 'stream';
  sourceId?: string;
  /** A tip from a live stream: it is posted in the stream's chat. */
  stream?: { conversationId: string; sessionId: string };
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('wallet.tip');
  const tc = useTranslations('common');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  const min = useAppSelector((state) => state.settings.minimumTipPrice);
  const max = useAppSelector((state) => state.settings.maximumTipPrice);
  const schema = useMemo(
    () =>
      tipFormSchema(min, max, {
        min: (n) => t('min', { amount: format.tokensWorth(n) }),
        max: (n) => t('max', { amount: format.tokensWorth(n) }),
        decimals: t('decimals'),
      }),
    [min, max, t, format],
  );
  const name = performer.name || performer.username || t('thisCreator');
  const form = useAppForm<TipValues, { price: number; note: string }>({
    schema,
    defaultValues: { price: min, note: '' },
    onSubmit: async (values) => {
      const result = await dispatch(
        sendTip(performer._id, { price: values.price, note: values.note || undefined, source, sourceId, stream }),
      );
      if (!result.ok) throw new FormError(result.message);
      toast.success(t('sent', { name, amount: format.tokens(values.price) }), t('sentTitle'));
      onClose();
    },
  });
  const { control, reset, setValue, setFormError } = form;
  const price = useWatch({ control, name: 'price' });
  // "Balance after" only for an amount the form would send.
  const valid = schema.safeParse({ price, note: '' }).success;
  const amount = valid ? Number(price) : 0;
  const enough = canAfford(balance, amount);

  useEffect(() => {
    if (!opened) return;
    reset({ price: min, note: '' });
    setFormError(null);
    void dispatch(refreshBalance());
  }, [dispatch, min, opened, reset, setFormError]);

  const title = t('title', { name });
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <AppForm form={form} label={title} data-testid="tip-form" errorTestId="tip-error">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={performer.avatar || DEFAULT_AVATAR} alt="" radius="xl" size={44} />
          <Text size="sm" c="dimmed">
            {t('goesTo', { name, username: performer.username ? ` (@${performer.username})` : '' })}
          </Text>
        </Group>
        <NumberField
          control={control}
          name="price"
          label={t('amount')}
          description={t('bounds', { min: format.tokensWorth(min), max: format.tokens(max) })}
          min={min}
          max={max}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          withAsterisk
          data-testid="tip-amount"
        />
        <QuickTips
          amounts={quickTips(min, max)}
          price={Number(price)}
          onPick={(value) => setValue('price', value, { shouldValidate: true })}
        />
        <TextareaField
          control={control}
          name="note"
          label={t('note')}
          placeholder={t('notePlaceholder', { name })}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          data-testid="tip-note"
        />
        <PaymentSummary>
          <SummaryRow label={t('yourBalance')} weight={500}>
            {format.tokensWorth(balance)}
          </SummaryRow>
          <SummaryRow label={t('balanceAfter')} total testId="tip-balance-after">
            {valid && enough ? format.tokens(balanceAfter(balance, amount)) : '—'}
          </SummaryRow>
        </PaymentSummary>
        {valid && !enough ? (
          <Alert color="yellow" variant="light" data-testid="tip-short">
            {t('short', { amount: format.tokens(shortfall(balance, amount)) })}{' '}
            <Link href={WALLET_PATH}>{t('topUp')}</Link>
          </Alert>
        ) : null}
        <CancelAndSubmit
          onCancel={onClose}
          cancelLabel={tc('cancel')}
          disabled={valid && !enough}
          leftSection={<GiftIcon size={16} />}
          data-testid="tip-submit"
        >
          {t('send')}
        </CancelAndSubmit>
      </AppForm>
    </Modal>
  );
}
