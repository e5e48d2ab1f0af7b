'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { toast } from '@/lib/toast';
import { creditedTokens, type PaymentResult } from './wallet.thunks';

/**
 * A 3-D Secure step of the top-up (the sandbox's dialog, Stripe's own check): where the top-up is,
 * and `settle`, which takes the step's answer and, once the payment succeeded, says how many
 * tokens were added and calls `onPaid`.
 */
export function useTopUpStep(onPaid: () => void) {
  const t = useTranslations('wallet.topUp');
  const f = useFormat();
  const dispatch = useAppDispatch();
  const { phase, transaction } = useAppSelector((state) => state.wallet.topUp);
  const settle = useCallback(
    (result: PaymentResult) => {
      if (!result.ok || result.transaction.status !== 'success') return;
      toast.success(t('added', { tokens: f.tokens(creditedTokens(result.transaction)) }), t('successTitle'));
      onPaid();
    },
    [t, f, onPaid],
  );
  return { phase, transaction, dispatch, settle };
}
