'use client';

import { Alert, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { LockIcon } from '@/features/layout/icons';
import { useFormat } from '@/lib/i18n/use-format';
import { SecureCheckButtons, type SecureCheckProps } from '@/features/wallet/secure-check-buttons';
import type { SubscribeAnswer } from './subscriptions.thunks';

/** The 3-D Secure step of the sandbox gateway: the fan approves or fails the bank's check. */
export function AuthenticateStep({ transaction, busy, onAnswer }: SecureCheckProps & { transaction: SubscribeAnswer }) {
  const t = useTranslations('subscriptions.modal');
  const f = useFormat();
  return (
    <Stack gap="md" data-testid="subscription-authenticate">
      <Alert color="blue" variant="light" icon={<LockIcon size={18} />} title={t('authTitle')}>
        {t('authText', { amount: f.money(transaction.totalPrice) })}
      </Alert>
      <SecureCheckButtons testId="subscription-authenticate" busy={busy} onAnswer={onAnswer} />
    </Stack>
  );
}
