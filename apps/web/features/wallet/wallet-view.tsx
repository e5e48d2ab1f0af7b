'use client';

import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { AuthenticateDialog } from './authenticate-dialog';
import { WalletIcon } from '@/features/layout/icons';
import { PaymentCards } from './payment-cards';
import { StripeConfirmStep } from './stripe-confirm-step';
import { TopUpPanel } from './top-up-panel';
import { WalletHistory } from './wallet-history';
import { topUpReset } from './wallet.slice';
import { refreshBalance } from './wallet.thunks';
import classes from './wallet.module.css';

function BalanceCard() {
  const t = useTranslations('wallet.view');
  const f = useFormat();
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.balanceCard} data-testid="wallet-balance-card">
      <Stack gap={4}>
        <Text size="sm" fw={600} style={{ display: 'flex', alignItems: 'center', gap: 6, opacity: 0.9 }}>
          <WalletIcon size={16} /> {t('balance')}
        </Text>
        <Text fz={{ base: 30, sm: 36 }} fw={800} lh={1.1} data-testid="wallet-balance" aria-live="polite">
          {f.tokens(balance)}
        </Text>
        <Text size="sm" style={{ opacity: 0.85 }}>
          {t('spend')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /wallet: the fan's balance, top-ups (packages, a free amount, coupons) paid with a saved card,
 * the cards themselves, and the history of charges and top-ups.
 */
export function WalletView() {
  const t = useTranslations('wallet.view');
  const dispatch = useAppDispatch();
  const gateway = useAppSelector((state) => state.settings.paymentGateway);
  const [cardId, setCardId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    dispatch(topUpReset());
    void dispatch(refreshBalance());
  }, [dispatch]);

  const onPaid = useCallback(() => setVersion((v) => v + 1), []);
  const onSelect = useCallback((token: string | null) => setCardId(token), []);

  return (
    <Stack maw={1080} mx="auto" w="100%" gap="lg" data-testid="wallet-page">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('title')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <BalanceCard />
            <TopUpPanel cardId={cardId} onPaid={onPaid} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PaymentCards gateway={gateway} selected={cardId} onSelect={onSelect} />
        </Grid.Col>
      </Grid>
      <WalletHistory version={version} />
      <AuthenticateDialog onPaid={onPaid} />
      <StripeConfirmStep onPaid={onPaid} />
    </Stack>
  );
}
