import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { earningTypeLabel } from './earnings';

/** "Yearly subscription", "Tip": a kind of income in the reader's language (an unknown one as it reads). */
export function useEarningTypeLabel() {
  const t = useTranslations('earnings.type');
  return useCallback(
    (type: string) => {
      const label = earningTypeLabel(type);
      return 'key' in label ? t(label.key) : label.text;
    },
    [t],
  );
}
