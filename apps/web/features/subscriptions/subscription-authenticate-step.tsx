'use client';

import { Alert, Stack } from '@mantine/core';
import { LockIcon } from '@/features/layout/icons';
import { SecureCheckButtons, type SecureCheckProps } from '@/features/wallet/secure-check-buttons';
import { formatMoney } from './subscription-view';
import type { SubscribeAnswer } from './subscriptions.thunks';

/** The 3-D Secure step of the sandbox gateway: the fan approves or fails the bank's check. */
export function AuthenticateStep({ transaction, busy, onAnswer }: SecureCheckProps & { transaction: SubscribeAnswer }) {
  return (
    <Stack gap="md" data-testid="subscription-authenticate">
      <Alert color="blue" variant="light" icon={<LockIcon size={18} />} title="Confirm this payment">
        Your card asks you to confirm the payment of {formatMoney(transaction.totalPrice)} with your bank (a test-mode
        3-D Secure check).
      </Alert>
      <SecureCheckButtons testId="subscription-authenticate" busy={busy} onAnswer={onAnswer} />
    </Stack>
  );
}
