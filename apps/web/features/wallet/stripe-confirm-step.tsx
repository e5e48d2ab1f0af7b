'use client';

import { useEffect, useRef } from 'react';
import { useTopUpStep } from './use-top-up-step';
import { confirmStripeTopUp } from './wallet.thunks';

/**
 * A Stripe top-up that needs 3-D Secure: as soon as the API answers `require_authentication` with the
 * PaymentIntent's client secret, Stripe.js shows the bank's check (`confirmCardPayment`), then the
 * server re-checks the payment. Once per payment; the top-up form shows the progress and the result.
 * Renders nothing.
 */
export function StripeConfirmStep({ onPaid }: { onPaid: () => void }) {
  const { phase, transaction, dispatch, settle } = useTopUpStep(onPaid);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (phase !== 'authenticate' || !transaction || transaction.paymentGateway !== 'stripe') return;
    if (started.current === transaction._id) return;
    started.current = transaction._id;
    void dispatch(confirmStripeTopUp(transaction)).then(settle);
  }, [dispatch, phase, settle, transaction]);

  return null;
}
