'use client';

import { Group, Modal, Stack, Text } from '@mantine/core';
import { tokens } from '@/features/feeds/feed-view';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { ShieldIcon } from '@/features/layout/icons';
import { usd } from './money';
import { SecureCheckButtons } from './secure-check-buttons';
import { authenticateTopUp, creditedTokens } from './wallet.thunks';

/**
 * The sandbox gateway's 3-D Secure step: a card that requires authentication waits for the fan to
 * approve (or fail) the payment (POST /sandbox/payments/{id}/authenticate).
 */
export function AuthenticateDialog({ onPaid }: { onPaid: () => void }) {
  const dispatch = useAppDispatch();
  const { phase, transaction } = useAppSelector((state) => state.wallet.topUp);
  // Stripe's own 3-D Secure window runs instead for Stripe payments (see StripeConfirmStep).
  const opened =
    (phase === 'authenticate' || phase === 'confirming') &&
    transaction !== null &&
    transaction.paymentGateway !== 'stripe';
  const confirming = phase === 'confirming';

  const answer = async (approve: boolean) => {
    if (!transaction) return;
    const result = await dispatch(authenticateTopUp(transaction._id, approve));
    if (result.ok && result.transaction.status === 'success') {
      toast.success(`${tokens(creditedTokens(result.transaction))} added to your wallet.`, 'Payment successful');
      onPaid();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      title="Confirm this payment"
    >
      <Stack gap="md" data-testid="authenticate-dialog">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ShieldIcon size={28} style={{ flexShrink: 0 }} />
          <Text size="sm">
            Your bank asks you to confirm a payment of <b>{transaction ? usd(transaction.totalPrice) : ''}</b> to this
            site. This is the sandbox&apos;s 3-D Secure step: approve it to finish the top-up, or fail it to see a
            refused payment.
          </Text>
        </Group>
        <SecureCheckButtons
          testId="authenticate"
          busy={confirming ? 'approve' : null}
          onAnswer={(approve) => void answer(approve)}
        />
      </Stack>
    </Modal>
  );
}
