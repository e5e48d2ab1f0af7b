'use client';

import { Alert, Button, Group, Stack } from '@mantine/core';
import { LockIcon } from '@/features/layout/icons';
import { formatMoney } from './subscription-view';
import type { SubscribeAnswer } from './subscriptions.thunks';

/** The 3-D Secure step of the sandbox gateway: the fan approves or fails the bank's check. */
export function AuthenticateStep({
  transaction,
  busy,
  onAnswer,
}: {
  transaction: SubscribeAnswer;
  busy: 'approve' | 'fail' | null;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <Stack gap="md" data-testid="subscription-authenticate">
      <Alert color="blue" variant="light" icon={<LockIcon size={18} />} title="Confirm this payment">
        Your card asks you to confirm the payment of {formatMoney(transaction.totalPrice)} with your bank (a test-mode
        3-D Secure check).
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          radius="xl"
          color="red"
          onClick={() => onAnswer(false)}
          loading={busy === 'fail'}
          disabled={busy !== null}
          data-testid="subscription-authenticate-fail"
        >
          Fail
        </Button>
        <Button
          radius="xl"
          onClick={() => onAnswer(true)}
          loading={busy === 'approve'}
          disabled={busy !== null}
          data-testid="subscription-authenticate-approve"
        >
          Approve
        </Button>
      </Group>
    </Stack>
  );
}
