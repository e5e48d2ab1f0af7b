'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
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
  const t = useTranslations('wallet.topUp');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const { phase, transaction } = useAppSelector((state) => state.wallet.topUp);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (phase !== 'authenticate' || !transaction || transaction.paymentGateway !== 'stripe') return;
    if (started.current === transaction._id) return;
    started.current = transaction._id;
    void dispatch(confirmStripeTopUp(transaction)).then((result) => {
      if (result.ok && result.transaction.status === 'success') {
        toast.success(t('added', { tokens: f.tokens(creditedTokens(result.transaction)) }), t('successTitle'));
        onPaid();
      }
    });
  }, [dispatch, onPaid, phase, transaction, t, f]);

  return null;
}
