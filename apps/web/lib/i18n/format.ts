import { SITE_CURRENCY } from '@/i18n/locales';
import { numberFormat } from './formatters';

/**
 * Locale-aware money and numbers. Amounts arrive in units on the wire (2.95) and are rounded to
 * the cent (minor unit) before formatting, so float noise never shows. A token is worth
 * `tokenConversionRate` units of the site currency (business rules, "Money").
 */
export function formatMoney(locale: string, amount: number | null | undefined): string {
  const n = typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
  return numberFormat(locale, { style: 'currency', currency: SITE_CURRENCY }).format(n);
}

/** A token amount as a number: whole tokens without decimals, fractions to the hundredth (111.05). */
export function formatTokenNumber(locale: string, amount: number | null | undefined): string {
  const n = typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0;
  const whole = Number.isInteger(n);
  // A whole amount under a thousand reads the same in every catalogue's language (en, es): no
  // formatter to make. The first Intl formatter a page makes loads the browser's number data, a
  // cost paid while a profile of priced posts hydrates.
  if (whole && Math.abs(n) < 1000) return String(n);
  return numberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(n);
}

/** The money value of `tokens` tokens at the site's conversion rate. */
export function tokensToMoney(tokens: number, rate: number): number {
  return Math.round(tokens * (Number.isFinite(rate) && rate > 0 ? rate : 1) * 100) / 100;
}
