import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { STRIPE_MESSAGES } from './stripe-client';
import { PAYMENT_FAILED } from './wallet.slice';

const KEYS = {
  [PAYMENT_FAILED]: 'failed',
  [STRIPE_MESSAGES.notConfigured]: 'stripeNotConfigured',
  [STRIPE_MESSAGES.unavailable]: 'stripeUnavailable',
  [STRIPE_MESSAGES.notConfirmed]: 'notConfirmed',
} as const;

/**
 * A payment failure as the reader sees it: the page's own messages (kept in English in state and
 * thunk answers, as discriminants) in the reader's language; the gateway's and the API's as sent.
 */
export function usePaymentMessage() {
  const t = useTranslations('wallet.payment');
  return useCallback(
    (message: string) => {
      const key = (KEYS as Record<string, (typeof KEYS)[keyof typeof KEYS]>)[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
