'use client';

import { Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ShieldIcon } from '@/features/layout/icons';
import { useFormat } from '@/lib/i18n/use-format';
import { SecureCheckButtons } from './secure-check-buttons';
import { useTopUpStep } from './use-top-up-step';
import { authenticateTopUp } from './wallet.thunks';

/**
 * The sandbox gateway's 3-D Secure step: a card that requires authentication waits for the fan to
 * approve (or fail) the payment (POST /sandbox/payments/{id}/authenticate).
 */
export function AuthenticateDialog({ onPaid }: { onPaid: () => void }) {
  const t = useTranslations('wallet.payment');
  const f = useFormat();
  const { phase, transaction, dispatch, settle } = useTopUpStep(onPaid);
  // Stripe's own 3-D Secure window runs instead for Stripe payments (see StripeConfirmStep).
  const opened =
    (phase === 'authenticate' || phase === 'confirming') &&
    transaction !== null &&
    transaction.paymentGateway !== 'stripe';
  const confirming = phase === 'confirming';

  const answer = async (approve: boolean) => {
    if (!transaction) return;
    settle(await dispatch(authenticateTopUp(transaction._id, approve)));
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
      title={t('authTitle')}
    >
      <Stack gap="md" data-testid="authenticate-dialog">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ShieldIcon size={28} style={{ flexShrink: 0 }} />
          <Text size="sm">
            {t.rich('authText', {
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
