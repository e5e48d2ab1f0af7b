'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import { formatMoney, formatTokenNumber, tokensToMoney } from './format';

/**
 * Formatting in the reader's language and time zone, for client components:
 * `money(2.95)` "$2.95" / "2,95 US$", `tokens(111.05)` "111.05 tokens", `tokensWorth(10)`
 * "10 tokens ($10.00)", `date(iso)` "Jun 1, 2031" / "1 jun 2031", `dateTime(iso)`.
 * Server components use next-intl's `getFormatter()` and the same `format.ts` functions.
 */
export function useFormat() {
  const locale = useLocale();
  const formatter = useFormatter();
  const t = useTranslations('money');
  const rate = useAppSelector((state) => state.settings.tokenConversionRate);
  return useMemo(() => {
    const tokens = (amount: number | null | undefined) =>
      t('tokens', { count: Math.round((amount ?? 0) * 100) / 100, amount: formatTokenNumber(locale, amount) });
    const money = (amount: number | null | undefined) => formatMoney(locale, amount);
    const date = (iso: string | Date | null | undefined, style: 'short' | 'long' = 'short') => {
      if (!iso) return '';
      const d = typeof iso === 'string' ? new Date(iso) : iso;
      if (Number.isNaN(d.getTime())) return '';
      return formatter.dateTime(d, style === 'short' ? { dateStyle: 'medium' } : { dateStyle: 'long' });
    };
    const dateTime = (iso: string | Date | null | undefined) => {
      if (!iso) return '';
      const d = typeof iso === 'string' ? new Date(iso) : iso;
      if (Number.isNaN(d.getTime())) return '';
      return formatter.dateTime(d, { dateStyle: 'medium', timeStyle: 'short' });
    };
    return {
      locale,
      money,
      tokens,
      /** "10 tokens ($10.00)": a token amount with its money value, where the value helps. */
      tokensWorth: (amount: number) =>
        t('tokensWorth', { tokens: tokens(amount), money: money(tokensToMoney(amount, Number(rate) || 1)) }),
      number: (n: number) => formatter.number(n),
      date,
      dateTime,
      /** "5 minutes ago", against the clock now (next-intl has no global `now` here). */
      relative: (iso: string | Date) =>
        formatter.relativeTime(typeof iso === 'string' ? new Date(iso) : iso, new Date()),
    };
  }, [locale, formatter, t, rate]);
}
