import type { TokenPackage } from '@fanlane/shared';

/**
 * Money arithmetic for the wallet pages. Amounts arrive as JSON numbers in units (2.95); every
 * sum is done in whole cents so 0.1 + 0.2 never shows as 0.30000000000000004.
 */
export const toCents = (amount: number): number => Math.round((Number.isFinite(amount) ? amount : 0) * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The balance once `price` is paid (may be negative: the balance is short). */
export function balanceAfter(balance: number, price: number): number {
  return fromCents(toCents(balance) - toCents(price));
}

/** Whether a balance covers a price. */
export const canAfford = (balance: number, price: number): boolean => toCents(balance) >= toCents(price);

/** How much is missing to pay `price` (0 when the balance covers it). */
export const shortfall = (balance: number, price: number): number =>
  fromCents(Math.max(0, toCents(price) - toCents(balance)));

/** Tokens a package gives above its price (its bonus), or 0. */
export const bonusOf = (pkg: Pick<TokenPackage, 'price' | 'tokens'>): number =>
  fromCents(Math.max(0, toCents(pkg.tokens) - toCents(pkg.price)));

/** The price to pay after a coupon (`value` is a fraction: 0.1 = 10 % off), to the cent. */
export function discounted(price: number, couponValue: number): number {
  const rate = Math.min(1, Math.max(0, Number.isFinite(couponValue) ? couponValue : 0));
  return fromCents(Math.round(toCents(price) * (1 - rate)));
}

/** "10%", "12.5%": a coupon's discount. */
export function percentOff(couponValue: number): string {
  const percent = Math.round(couponValue * 1000) / 10;
  return `${percent}%`;
}

/** Whether an amount is inside the site's bounds (inclusive, to the cent). */
export function withinBounds(amount: number, min: number, max: number): boolean {
  const cents = toCents(amount);
  return cents >= toCents(min) && cents <= toCents(max);
}

/** "•••• 4242": a saved card as people read it. */
export const maskedCard = (last4: string): string => `•••• ${last4}`;

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
};

/** A card brand as people write it: Stripe reports `visa`, `amex`...; the sandbox already says "Visa". */
export function brandName(brand: string | null | undefined, unknown = 'Card'): string {
  const raw = (brand ?? '').trim();
  if (!raw || raw === 'unknown') return unknown;
  return BRANDS[raw.toLowerCase()] ?? raw;
}

/** "04/29": a card's expiry. */
export function cardExpiry(month: string, year: string): string {
  const mm = month.padStart(2, '0').slice(-2);
  const yy = year.length >= 2 ? year.slice(-2) : year.padStart(2, '0');
  return `${mm}/${yy}`;
}

/** Groups of four digits while a card number is typed: "4242 4242 4242 4242". */
export function spacedCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
