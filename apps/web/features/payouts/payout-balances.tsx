'use client';

import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { PayoutCalculation } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/i18n/use-format';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} h="100%">
      <Text fz={{ base: 10, sm: 'xs' }} c="dimmed" tt="uppercase" fw={600} lineClamp={1}>
        {label}
      </Text>
      <Text fz={{ base: 'md', sm: 'xl' }} fw={700} data-testid={testId}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** Where the creator's money stands (POST /payout-requests/calculate), all time. */
export function PayoutBalances({ calc, loading }: { calc: PayoutCalculation | undefined; loading: boolean }) {
  const t = useTranslations('payouts.balances');
  const f = useFormat();
  if (loading && !calc) return <Skeleton height={96} radius="lg" />;
  if (!calc) return null;
  const worth = (tokens: number) => f.money(Math.round(tokens * calc.tokenConversionRate * 100) / 100);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="payout-balances">
      <Figure
        label={t('earned')}
        value={f.tokens(calc.totalEarnedTokens)}
        hint={t('earnedHint')}
        testId="payout-earned"
      />
      <Figure
        label={t('requestable')}
        value={f.tokens(calc.remainingUnpaidTokens)}
        hint={worth(calc.remainingUnpaidTokens)}
        testId="payout-requestable"
      />
      <Figure
        label={t('onHold')}
        value={f.tokens(calc.pendingTokens)}
        hint={calc.nextReleaseAt ? t('nextRelease', { date: f.date(calc.nextReleaseAt) }) : t('noHold')}
        testId="payout-on-hold"
      />
      <Figure
        label={t('paidOut')}
        value={f.tokens(calc.previousPaidOutTokens)}
        hint={calc.requestedTokens > 0 ? t('requested', { tokens: f.tokens(calc.requestedTokens) }) : undefined}
        testId="payout-paid-out"
      />
    </SimpleGrid>
  );
}
