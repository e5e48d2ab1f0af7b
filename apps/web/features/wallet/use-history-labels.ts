import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { chargeItem, chargeTypeLabel, paymentStatusView, paymentTypeLabel, type Label } from './history-labels';

/** The wallet history's labels (history-labels.ts) in the reader's language. */
export function useHistoryLabels() {
  const t = useTranslations('wallet.history');
  return useMemo(() => {
    const text = <K extends string>(label: Label<K>, translate: (key: K) => string) =>
      'key' in label ? translate(label.key) : label.text;
    return {
      chargeType: (type: string) => text(chargeTypeLabel(type), (key) => t(`chargeType.${key}`)),
      paymentType: (type: string) => text(paymentTypeLabel(type), (key) => t(`paymentType.${key}`)),
      chargeItem: (charge: Parameters<typeof chargeItem>[0]) =>
        text(chargeItem(charge), (key) => t(`chargeType.${key}`)),
      status: (status: string) => {
        const view = paymentStatusView(status);
        return { color: view.color, label: text(view.label, (key) => t(`status.${key}`)) };
      },
    };
  }, [t]);
}
