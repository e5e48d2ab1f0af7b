'use client';

import type { PaymentTransaction } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useSocketEvent } from '@/features/realtime/use-socket-event';
import { useAppDispatch } from '@/lib/store/hooks';
import { messageOf } from '@/lib/api/error';
import { toast } from '@/lib/toast';
import { balanceUpdated, refreshBalance } from './balance.thunks';
import { markPurchased } from './charges.thunks';
import { usePaymentMessage } from './payment-messages';

/**
 * The wallet's realtime events (contract 5.2): `update_balance` moves the balance everywhere,
 * `token_transaction_success` unlocks a bought item wherever it is shown, `payment_status_callback`
 * (a gateway's outcome) re-reads the balance, `stripe_confirm_payment` (a Stripe payment, such as a
 * card subscription's invoice, waiting for 3-D Secure) runs Stripe.js' check. Renders nothing.
 */
export function WalletEvents() {
  const dispatch = useAppDispatch();
  const t = useTranslations('wallet.payment');
  const paymentMessage = usePaymentMessage();
  useSocketEvent('update_balance', (payload) => dispatch(balanceUpdated(payload ?? {})));
  useSocketEvent('token_transaction_success', (payload) => {
    const item = payload?.item;
    if (item && typeof item._id === 'string') void dispatch(markPurchased(item._id, item));
  });
  useSocketEvent('payment_status_callback', () => void dispatch(refreshBalance()));
  useSocketEvent('stripe_confirm_payment', (payload) => {
    const transaction = payload as unknown as PaymentTransaction | null;
    if (!transaction || typeof transaction._id !== 'string' || typeof transaction.stripeClientSecret !== 'string')
      return;
    // Stripe.js and the payment thunks load only when such a payment comes.
    void import('./wallet.thunks')
      .then(({ confirmStripePayment }) => dispatch(confirmStripePayment(transaction)))
      .then((result) => {
        if (result.ok) toast.success(t('bankConfirmed'), t('confirmedTitle'));
        else toast.error(paymentMessage(result.message), t('notConfirmedTitle'));
      })
      .catch((error: unknown) => toast.error(paymentMessage(messageOf(error)), t('notConfirmedTitle')));
  });
  return null;
}
