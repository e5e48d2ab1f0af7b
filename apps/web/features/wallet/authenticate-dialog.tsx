'use client';

import { Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { ShieldIcon } from '@/features/layout/icons';
import { useFormat } from '@/lib/i18n/use-format';
import { SecureCheckButtons } from './secure-check-buttons';
import { authenticateTopUp, creditedTokens } from './wallet.thunks';

/**
 * The sandbox gateway's 3-D Secure step: a card that requires authentication waits for the fan to
 * approve (or fail) the payment (POST /sandbox/payments/{id}/authenticate).
 */
export function AuthenticateDialog({ onPaid }: { onPaid: () => void }) {
  const t = useTranslations('wallet');
  const f = useFormat();
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
      toast.success(
        t('topUp.added', { tokens: f.tokens(creditedTokens(result.transaction)) }),
        t('topUp.successTitle'),
      );
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
      title={t('payment.authTitle')}
    >
      <Stack gap="md" data-testid="authenticate-dialog">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ShieldIcon size={28} style={{ flexShrink: 0 }} />
          <Text size="sm">
            {t.rich('payment.authText', {
              amount: transaction ? f.money(transaction.totalPrice) : '',
              b: (chunks) => <b>{chunks}</b>,
            })}
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
