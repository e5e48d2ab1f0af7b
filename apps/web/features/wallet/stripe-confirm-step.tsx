'use client';

import { useEffect, useRef } from 'react';
import { tokens } from '@/features/feeds/feed-view';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { confirmStripeTopUp, creditedTokens } from './wallet.thunks';

/**
 * A Stripe top-up that needs 3-D Secure: as soon as the API answers `require_authentication` with the
 * PaymentIntent's client secret, Stripe.js shows the bank's check (`confirmCardPayment`), then the
 * server re-checks the payment. Once per payment; the top-up form shows the progress and the result.
 * Renders nothing.
 */
export function StripeConfirmStep({ onPaid }: { onPaid: () => void }) {
  const dispatch = useAppDispatch();
  const { phase, transaction } = useAppSelector((state) => state.wallet.topUp);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (phase !== 'authenticate' || !transaction || transaction.paymentGateway !== 'stripe') return;
    if (started.current === transaction._id) return;
    started.current = transaction._id;
    void dispatch(confirmStripeTopUp(transaction)).then((result) => {
      if (result.ok && result.transaction.status === 'success') {
        toast.success(`${tokens(creditedTokens(result.transaction))} added to your wallet.`, 'Payment successful');
        onPaid();
      }
    });
  }, [dispatch, onPaid, phase, transaction]);

  return null;
}
