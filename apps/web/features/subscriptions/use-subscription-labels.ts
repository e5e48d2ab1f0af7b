import type { Subscription } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useFormat } from '@/lib/i18n/use-format';
import { planKey, subscriptionDateLine, type SubscriptionOption, type SubscriptionState } from './subscription-view';

/** The words of subscription-view.ts (plans, options, states, date lines) in the reader's language. */
export function useSubscriptionLabels() {
  const t = useTranslations('subscriptions');
  const f = useFormat();
  return useMemo(
    () => ({
      /** "Yearly", "Monthly", "Free trial"; an unknown kind as it is. */
      plan: (type: string) => {
        const key = planKey(type);
        return key ? t(`plan.${key}`) : type;
      },
      option: (option: SubscriptionOption) =>
        option.type === 'free' ? t('option.free', { days: option.days }) : t(`option.${option.type}`),
      detail: (option: SubscriptionOption) =>
        option.detail === 'trialThenMonthly'
          ? t('detail.trialThenMonthly', { price: f.money(option.thenPrice ?? 0) })
          : t(`detail.${option.detail}`),
      state: (state: SubscriptionState) => t(`state.${state}`),
      dateLine: (
        subscription: Pick<Subscription, 'status' | 'expiredAt' | 'subscriptionType' | 'nextRecurringDate'>,
      ) => {
        const line = subscriptionDateLine(subscription);
        return line.key === 'expired' ? t('dateLine.expired') : t(`dateLine.${line.key}`, { date: f.date(line.date) });
      },
    }),
    [t, f],
  );
}
