'use client';

import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import Link from '@/lib/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { PaymentTransaction } from '@fanlane/shared';
import { useCallback, useEffect, useState } from 'react';
import { toPage } from '@/features/assets/asset-view';
import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { useApi } from '@/lib/api/api-context';
import { useFormat } from '@/lib/i18n/use-format';
import { HOME_PATH, WALLET_PATH } from '@/lib/routes';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { refreshBalance } from './wallet.thunks';

/**
 * `/payment/success` and `/payment/cancel`: where a gateway with its own payment form (CCBill)
 * sends the fan back (its approval and denial URLs). The payment counts only once the gateway's
 * webhook lands: the page shows the balance and updates in real time (`update_balance`, and
 * `payment_status_callback`, which also moves it to the other page when the outcome differs).
 */
export function PaymentOutcomeView({ outcome }: { outcome: 'success' | 'cancel' }) {
  const t = useTranslations('payment');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const balance = useAppSelector((state) => state.user.current.balance ?? 0);
  const api = useApi();
  const [confirmed, setConfirmed] = useState(false);

  // The webhook may have landed before this page: the fan's latest payment says whether it did.
  const check = useCallback(async () => {
    void dispatch(refreshBalance());
    try {
      const latest = toPage<PaymentTransaction>(
        await api.get<unknown>('/payment/transactions/user/search', { query: { limit: 1, sort: 'desc' } }),
      ).items[0];
      if (latest?.status === 'success') setConfirmed(true);
    } catch {
      // The socket events still update the page.
    }
  }, [api, dispatch]);
  useEffect(() => {
    void check();
  }, [check]);

  useSocketEvent('payment_status_callback', (payload) => {
    const target = typeof payload?.redirectUrl === 'string' ? payload.redirectUrl : '';
    if (target.startsWith(`/payment/${outcome}`)) void check();
    else if (target.startsWith('/payment/')) router.replace(target);
  });
  useSocketEvent('update_balance', () => void check());

  const success = outcome === 'success';
  return (
    <Stack maw={560} mx="auto" w="100%" gap="lg" data-testid={`payment-${outcome}`}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {success ? t('successTitle') : t('cancelTitle')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          {success ? (
            <Alert color={confirmed ? 'teal' : 'blue'} variant="light" role="status" data-testid="payment-status">
              {confirmed ? t('confirmed') : t('waiting')}
            </Alert>
          ) : (
            <Text>{t('cancelText')}</Text>
          )}
          <Text data-testid="payment-balance">{t('balance', { balance: f.tokens(balance) })}</Text>
          <Group gap="sm">
            <Button component={Link} href={WALLET_PATH}>
              {t('toWallet')}
            </Button>
            <Anchor component={Link} href={HOME_PATH}>
              {t('toHome')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
