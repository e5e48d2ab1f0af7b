import type { PaymentStatus, PaymentTransaction, TokenTransaction } from '@fanlane/shared';

/** A label to show: a key of the wallet.history catalogue, or text as it is (a name, an unknown kind). */
export type Label<K extends string> = { key: K } | { text: string };

const CHARGE_TYPES = [
  'feed',
  'video',
  'gallery',
  'product',
  'reel',
  'tip',
  'message',
  'stream',
  'stream_tip',
  'public_chat',
  'monthly_subscription',
  'yearly_subscription',
  'free_subscription',
] as const;
export type ChargeTypeKey = (typeof CHARGE_TYPES)[number] | 'other';

const PAYMENT_TYPES = ['token_package', 'monthly_subscription', 'yearly_subscription', 'free_subscription'] as const;
export type PaymentTypeKey = (typeof PAYMENT_TYPES)[number] | 'other';

/** "group_chat" reads "Group chat"; an empty kind is "other". */
const humanize = (value: string): Label<'other'> => {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? { text: text[0]!.toUpperCase() + text.slice(1) } : { key: 'other' };
};

const known = <K extends string>(keys: readonly K[], value: string): value is K =>
  (keys as readonly string[]).includes(value);

/** "Post", "Tip", "Monthly subscription" (wallet.history.chargeType): a wallet charge's kind. */
export const chargeTypeLabel = (type: string): Label<ChargeTypeKey> =>
  known(CHARGE_TYPES, type) ? { key: type } : humanize(type);

/** "Wallet top-up", "Monthly subscription" (wallet.history.paymentType): a card payment's kind. */
export const paymentTypeLabel = (type: string): Label<PaymentTypeKey> =>
  known(PAYMENT_TYPES, type) ? { key: type } : humanize(type);

/** What a wallet charge bought, for the history: the product's name, else the kind. */
export function chargeItem(charge: Pick<TokenTransaction, 'products' | 'type'>): Label<ChargeTypeKey> {
  const name = charge.products[0]?.name;
  return name ? { text: name } : chargeTypeLabel(charge.type);
}

export type PaymentStatusKey = 'processing' | 'needsConfirmation' | 'paid' | 'failed' | 'canceled' | 'refunded';

export interface StatusView {
  label: Label<PaymentStatusKey>;
  color: string;
}

const STATUSES: Record<PaymentStatus, StatusView> = {
  created: { label: { key: 'processing' }, color: 'gray' },
  processing: { label: { key: 'processing' }, color: 'gray' },
  require_authentication: { label: { key: 'needsConfirmation' }, color: 'yellow' },
  success: { label: { key: 'paid' }, color: 'teal' },
  fail: { label: { key: 'failed' }, color: 'red' },
  canceled: { label: { key: 'canceled' }, color: 'gray' },
  refunded: { label: { key: 'refunded' }, color: 'orange' },
};

/** A payment's status as a badge shows it (wallet.history.status). */
export const paymentStatusView = (status: string): StatusView =>
  STATUSES[status as PaymentStatus] ?? { label: humanize(status), color: 'gray' };

/** Tokens a payment credited to the wallet, or null when it paid for something else (a subscription). */
export function paymentTokens(payment: Pick<PaymentTransaction, 'type' | 'products' | 'originalPrice'>): number | null {
  if (payment.type !== 'token_package') return null;
  const product = payment.products[0];
  return product?.tokens ?? product?.price ?? payment.originalPrice;
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
