import type { PaymentStatus, PaymentTransaction, TokenTransaction } from '@fanlane/shared';
import { dateFormat, SHORT_DATE } from '@/lib/i18n/formatters';

const CHARGE_TYPES: Record<string, string> = {
  feed: 'Post',
  video: 'Video',
  gallery: 'Gallery',
  product: 'Product',
  reel: 'Reel',
  tip: 'Tip',
  message: 'Message',
  stream: 'Live stream',
  stream_tip: 'Stream tip',
  public_chat: 'Public chat',
  monthly_subscription: 'Monthly subscription',
  yearly_subscription: 'Yearly subscription',
  free_subscription: 'Free trial',
};

const PAYMENT_TYPES: Record<string, string> = {
  token_package: 'Wallet top-up',
  monthly_subscription: 'Monthly subscription',
  yearly_subscription: 'Yearly subscription',
  free_subscription: 'Free trial',
};

const humanize = (value: string) => {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : 'Other';
};

/** "Post", "Tip", "Monthly subscription": a wallet charge's kind. */
export const chargeTypeLabel = (type: string): string => CHARGE_TYPES[type] ?? humanize(type);

/** "Wallet top-up", "Monthly subscription": a card payment's kind. */
export const paymentTypeLabel = (type: string): string => PAYMENT_TYPES[type] ?? humanize(type);

/** What a wallet charge bought, for the history: the product's name, else the kind. */
export function chargeItem(charge: Pick<TokenTransaction, 'products' | 'type'>): string {
  return charge.products[0]?.name || chargeTypeLabel(charge.type);
}

export interface StatusView {
  label: string;
  color: string;
}

const STATUSES: Record<PaymentStatus, StatusView> = {
  created: { label: 'Processing', color: 'gray' },
  processing: { label: 'Processing', color: 'gray' },
  require_authentication: { label: 'Needs confirmation', color: 'yellow' },
  success: { label: 'Paid', color: 'teal' },
  fail: { label: 'Failed', color: 'red' },
  canceled: { label: 'Canceled', color: 'gray' },
  refunded: { label: 'Refunded', color: 'orange' },
};

/** A payment's status as a badge shows it. */
export const paymentStatusView = (status: string): StatusView =>
  STATUSES[status as PaymentStatus] ?? { label: humanize(status), color: 'gray' };

/** Tokens a payment credited to the wallet, or null when it paid for something else (a subscription). */
export function paymentTokens(payment: Pick<PaymentTransaction, 'type' | 'products' | 'originalPrice'>): number | null {
  if (payment.type !== 'token_package') return null;
  const product = payment.products[0];
  return product?.tokens ?? product?.price ?? payment.originalPrice;
}

/** "Mar 4, 2026": a history row's date. */
export function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('en-US', SHORT_DATE).format(date);
}

export type HistoryList = 'charges' | 'topUps';

/**
 * What a history tab reads. Charges: everything the wallet paid for, a subscription paid from the
 * wallet included. Top-ups: card payments that credited the wallet only (a wallet subscription is a
 * purchase, and a card subscription never touched the wallet).
 */
export function historyRequest(list: HistoryList, page: number, pageSize: number) {
  const query: Record<string, string | number> = {
    limit: pageSize,
    offset: (Math.max(1, page) - 1) * pageSize,
    sort: 'desc',
    sortBy: 'createdAt',
  };
  if (list === 'charges') return { path: '/wallet/charges/search', query };
  return { path: '/payment/transactions/user/search', query: { ...query, type: 'token_package' } };
}
