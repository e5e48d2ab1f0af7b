'use client';

import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Coupon, TokenPackage } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAssetPage } from '@/features/assets/use-asset-page';
import { useFormat } from '@/lib/i18n/use-format';
import { NumberField } from '@/lib/forms/number-field';
import { TextField } from '@/lib/forms/text-fields';
import { schemaResolver } from '@/lib/forms/resolver';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { TicketIcon } from '@/features/layout/icons';
import { bonusOf, discounted, percentOff } from './money';
import { usePaymentMessage } from './payment-messages';
import { topUpFormSchema, type TopUpFormOutput } from './top-up-form';
import { creditedTokens, checkCoupon, topUp } from './wallet.thunks';
import { topUpBusy, topUpReset } from './wallet.slice';
import { PaymentSummary, SummaryRow } from './payment-summary';
import classes from './wallet.module.css';

interface TopUpValues {
  packageId: string;
  amount: number | string;
  couponCode: string;
}

const PACKAGE_QUERY = { limit: 12, sort: 'asc', sortBy: 'ordering' } as const;

function PackageCard({ pkg, checked, onChoose }: { pkg: TokenPackage; checked: boolean; onChoose: () => void }) {
  const t = useTranslations('wallet.topUp');
  const f = useFormat();
  const bonus = bonusOf(pkg);
  return (
    <UnstyledButton
      onClick={onChoose}
      aria-pressed={checked}
      aria-label={t('package', { name: pkg.name, tokens: f.tokens(pkg.tokens), price: f.money(pkg.price) })}
      data-testid="token-package"
      w="100%"
      h="100%"
    >
      <Paper withBorder radius="md" p="sm" className={classes.packageCard} data-checked={checked || undefined}>
        <Stack gap={4}>
          <Text size="sm" fw={600} lineClamp={2}>
            {pkg.name}
          </Text>
          <Text fz="lg" fw={800} lh={1.2}>
            {f.tokens(pkg.tokens)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('for', { price: f.money(pkg.price) })}
          </Text>
          {bonus > 0 ? (
            <Badge size="sm" color="teal" variant="light" radius="xl" tt="none" style={{ alignSelf: 'flex-start' }}>
              {t('bonus', { tokens: f.tokens(bonus) })}
            </Badge>
          ) : null}
          {pkg.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {pkg.description}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** Where the last payment stands: paying or confirming, the failure, or the tokens added. */
function TopUpStatus() {
  const t = useTranslations('wallet.topUp');
  const f = useFormat();
  const paymentMessage = usePaymentMessage();
  const { phase, error, transaction } = useAppSelector((state) => state.wallet.topUp);
  if (phase === 'paying' || phase === 'confirming') {
    return (
      <Stack gap={4} role="status" aria-live="polite" data-testid="topup-progress">
        <Progress value={100} animated striped radius="xl" size="sm" />
        <Text size="sm" c="dimmed">
          {phase === 'paying' ? t('contacting') : t('confirming')}
        </Text>
      </Stack>
    );
  }
  if (phase === 'failed' && error) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="topup-error">
        {paymentMessage(error)}
      </Alert>
    );
  }
  if (phase === 'success' && transaction) {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="topup-success">
        {t('success', { tokens: f.tokens(creditedTokens(transaction)) })}
      </Alert>
    );
  }
  return null;
}

/**
 * Buys tokens: a package or a free amount, an optional coupon (it lowers the price paid, never the
 * tokens), paid with the chosen saved card through the active gateway. A card that asks for
 * confirmation opens the confirm step (see AuthenticateDialog); the result shows here.
 */
export function TopUpPanel({ cardId, onPaid }: { cardId: string | null; onPaid: () => void }) {
  const t = useTranslations('payment');
  const tw = useTranslations('wallet.topUp');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.settings);
  const topUpState = useAppSelector((state) => state.wallet.topUp);
  const min = settings.minimumWalletPrice;
  const max = settings.maximumWalletPrice;
  const schema = useMemo(() => topUpFormSchema(min, max, { amountMissing: tw('amountMissing') }), [min, max, tw]);
  const packages = useAssetPage<TokenPackage>('/package/token/search', PACKAGE_QUERY);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checkingCoupon, setCheckingCoupon] = useState(false);
  const { control, handleSubmit, setValue, getValues, watch } = useForm<TopUpValues, unknown, TopUpFormOutput>({
    resolver: schemaResolver<TopUpValues, typeof schema>(schema),
    defaultValues: { packageId: '', amount: '', couponCode: '' },
  });

  const packageId = watch('packageId');
  const amount = watch('amount');
  const chosen = packages.items.find((p) => p._id === packageId) ?? null;
  const price = chosen ? chosen.price : Number(amount) || 0;
  const credited = chosen ? chosen.tokens : Number(amount) || 0;
  const toPay = coupon ? discounted(price, coupon.value) : price;
  const busy = topUpBusy(topUpState.phase);

  /** A new choice clears the last result. */
  const clearResult = () => {
    if (topUpState.phase === 'success' || topUpState.phase === 'failed') dispatch(topUpReset());
  };

  const choosePackage = (pkg: TokenPackage) => {
    clearResult();
    if (packageId === pkg._id) {
      setValue('packageId', '');
      return;
    }
    setValue('packageId', pkg._id);
    setValue('amount', '', { shouldValidate: false });
  };

  const applyCoupon = async () => {
    const code = getValues('couponCode').trim();
    setCouponError(null);
    if (!code) {
      setCouponError(tw('enterCoupon'));
      return;
    }
    setCheckingCoupon(true);
    const result = await dispatch(checkCoupon(code));
    setCheckingCoupon(false);
    if (result.ok) setCoupon(result.coupon);
    else {
      setCoupon(null);
      setCouponError(result.message);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await dispatch(
      topUp({
        packageId: values.packageId || undefined,
        amount: values.packageId ? undefined : values.amount,
        cardId: cardId ?? undefined,
        couponCode: coupon?.code,
      }),
    );
    if (result.ok === 'redirected') {
      toast.info(t('redirected'), t('redirectedTitle'));
      return;
    }
    if (result.ok && result.transaction.status === 'success') {
      toast.success(tw('added', { tokens: f.tokens(creditedTokens(result.transaction)) }), tw('successTitle'));
      setCoupon(null);
      setValue('couponCode', '');
      onPaid();
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="top-up">
      <form onSubmit={onSubmit} noValidate aria-label={tw('form')}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {tw('title')}
          </Title>

          {packages.loading && !packages.loaded ? (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <Skeleton h={96} radius="md" />
              <Skeleton h={96} radius="md" />
              <Skeleton h={96} radius="md" />
            </SimpleGrid>
          ) : packages.items.length > 0 ? (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                {tw('packages')}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="token-packages">
                {packages.items.map((pkg) => (
                  <PackageCard
                    key={pkg._id}
                    pkg={pkg}
                    checked={pkg._id === packageId}
                    onChoose={() => choosePackage(pkg)}
                  />
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {tw('ownAmount')}
              </Text>
            </Stack>
          ) : null}

          <NumberField
            control={control}
            name="amount"
            label={tw('amount')}
            description={tw('amountHint', { min: f.money(min), max: f.money(max) })}
            prefix="$"
            min={min}
            max={max}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            afterChange={(value) => {
              clearResult();
              if (value !== '') setValue('packageId', '');
            }}
            disabled={busy}
            data-testid="topup-amount"
          />

          <Stack gap={4}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextField
                control={control}
                name="couponCode"
                label={tw('coupon')}
                placeholder={tw('couponPlaceholder')}
                leftSection={<TicketIcon size={16} />}
                afterChange={() => {
                  if (coupon) setCoupon(null);
                  setCouponError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void applyCoupon();
                  }
                }}
                maxLength={60}
                error={couponError}
                style={{ flex: 1 }}
                disabled={busy}
                data-testid="coupon-code"
              />
              <Button
                variant="default"
                radius="xl"
                onClick={() => void applyCoupon()}
                loading={checkingCoupon}
                disabled={busy}
                mb={couponError ? 22 : 0}
                data-testid="coupon-apply"
              >
                {tw('apply')}
              </Button>
            </Group>
            {coupon ? (
              <Group gap={6} data-testid="coupon-applied">
                <Badge color="teal" variant="light" radius="xl" tt="none">
                  {tw('couponOff', { code: coupon.code, percent: percentOff(coupon.value) })}
                </Badge>
                <CloseButton
                  size="sm"
                  aria-label={tw('removeCoupon')}
                  onClick={() => {
                    setCoupon(null);
                    setValue('couponCode', '');
                  }}
                />
              </Group>
            ) : null}
          </Stack>

          <PaymentSummary testId="topup-summary">
            <SummaryRow label={tw('youGet')} weight={600}>
              {f.tokens(credited)}
            </SummaryRow>
            {coupon ? (
              <SummaryRow label={tw('priceBefore')} struck>
                {f.money(price)}
              </SummaryRow>
            ) : null}
            <SummaryRow label={tw('youPay')} total testId="topup-price">
              {f.money(toPay)}
            </SummaryRow>
          </PaymentSummary>

          <TopUpStatus />
          {settings.paymentGateway === 'ccbill' ? (
            <Text size="sm" c="dimmed" data-testid="topup-on-form">
              {t('onForm')}
            </Text>
          ) : cardId ? null : (
            <Text size="sm" c="dimmed">
              {tw('needCard')}
            </Text>
          )}

          <Button type="submit" radius="xl" size="md" loading={busy} data-testid="topup-submit">
            {price > 0 ? tw('pay', { amount: f.money(toPay) }) : tw('submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
