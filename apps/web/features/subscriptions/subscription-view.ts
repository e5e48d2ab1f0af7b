import type { PublicSettings, Subscription, SubscriptionType } from '@fanlane/shared';
import { isSubscriptionActive } from './subscriptions.selectors';
import type { SubscribablePerformer } from './subscriptions.slice';
import { dateFormat, SHORT_DATE } from '@/lib/i18n/formatters';

/** Money on the wire is units (2.95); people read "$2.95". */
export function formatMoney(amount: number | null | undefined): string {
  const n = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const sign = n < 0 ? '-' : '';
  return `${sign}$${Math.abs(n).toFixed(2)}`;
}

/** "Jun 1, 2031"; empty for a missing or unreadable date. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat('en-US', SHORT_DATE).format(date);
}

export const SUBSCRIPTION_TYPE_LABELS: Record<SubscriptionType, string> = {
  yearly: 'Yearly',
  monthly: 'Monthly',
  free: 'Free trial',
};

export function typeLabel(type: string): string {
  return SUBSCRIPTION_TYPE_LABELS[type as SubscriptionType] ?? type;
}

/**
 * The free trial's length in days when the creator offers one to this fan, else null. Like the
 * server: the creator's `durationFreeSubscriptionDays` (>= 1), else the site's `freeSubscriptionDuration`.
 */
export function freeTrialDays(
  performer: SubscribablePerformer,
  settings: Pick<PublicSettings, 'freeSubscriptionEnabled' | 'freeSubscriptionDuration'>,
): number | null {
  if (!settings.freeSubscriptionEnabled || !performer.isFreeSubscription || performer.usedFreeSubscription) return null;
  const own = performer.durationFreeSubscriptionDays ?? 0;
  const days = own >= 1 ? own : settings.freeSubscriptionDuration || 1;
  return Math.max(1, Math.round(days));
}

export interface SubscriptionOption {
  type: SubscriptionType;
  label: string;
  /** What the fan pays now (0 for the trial). */
  price: number;
  /** "per year", "per month", "then choose a plan". */
  detail: string;
}

/**
 * What the dialog offers, yearly first (the default), then monthly, then the trial when there is one.
 * With CCBill (`paymentGateway` ccbill) the trial is its trial pricing: free, then the monthly price.
 */
export function subscriptionOptions(
  performer: SubscribablePerformer,
  settings: Pick<PublicSettings, 'freeSubscriptionEnabled' | 'freeSubscriptionDuration'> & {
    paymentGateway?: string;
  },
): SubscriptionOption[] {
  const options: SubscriptionOption[] = [
    { type: 'yearly', label: 'Yearly', price: performer.yearlyPrice ?? 0, detail: 'per year, 365 days of access' },
    { type: 'monthly', label: 'Monthly', price: performer.monthlyPrice ?? 0, detail: 'per month, 30 days of access' },
  ];
  const days = freeTrialDays(performer, settings);
  if (days !== null) {
    options.push({
      type: 'free',
      label: `Free trial for ${days} ${days === 1 ? 'day' : 'days'}`,
      price: 0,
      detail:
        settings.paymentGateway === 'ccbill'
          ? `No charge now; then ${formatMoney(performer.monthlyPrice ?? 0)} a month until you cancel`
          : 'No charge; it does not turn into a paid plan',
    });
  }
  return options;
}

/** How much a yearly plan saves against twelve months, as a whole percentage (0 when it does not). */
export function yearlySaving(performer: SubscribablePerformer): number {
  const monthly = performer.monthlyPrice ?? 0;
  const yearly = performer.yearlyPrice ?? 0;
  if (monthly <= 0 || yearly <= 0) return 0;
  const saving = 1 - yearly / (monthly * 12);
  return saving > 0 ? Math.floor(saving * 100) : 0;
}

/** The wallet after paying `price`, in minor units so 0.1 + 0.2 never shows 0.30000000000000004. */
export function walletAfter(balance: number, price: number): { after: number; short: number; enough: boolean } {
  const after = (Math.round(balance * 100) - Math.round(price * 100)) / 100;
  return { after, short: after < 0 ? -after : 0, enough: after >= 0 };
}

export type SubscriptionState = 'active' | 'trial' | 'pending' | 'cancelled' | 'expired';

/** Where a fan's subscription stands, for the badge and the date line. */
export function subscriptionState(
  subscription: Pick<Subscription, 'status' | 'expiredAt' | 'subscriptionType'>,
  now: number = Date.now(),
): SubscriptionState {
  const live = Date.parse(subscription.expiredAt) > now;
  if (!live) return 'expired';
  if (subscription.status === 'deactivated') return 'cancelled';
  if (!isSubscriptionActive(subscription, now)) return 'expired';
  if (subscription.status === 'created') return 'pending';
  return subscription.subscriptionType === 'free' ? 'trial' : 'active';
}

export const STATE_BADGES: Record<SubscriptionState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  trial: { label: 'Free trial', color: 'grape' },
  pending: { label: 'Pending payment', color: 'yellow' },
  cancelled: { label: 'Cancelled', color: 'orange' },
  expired: { label: 'Expired', color: 'gray' },
};

/** "Renews on Jun 1, 2031", "Cancelled — access until Jun 1, 2031", "Expired on …". */
export function subscriptionDateLine(
  subscription: Pick<Subscription, 'status' | 'expiredAt' | 'subscriptionType' | 'nextRecurringDate'>,
  now: number = Date.now(),
): string {
  const until = shortDate(subscription.expiredAt);
  switch (subscriptionState(subscription, now)) {
    case 'active':
      return `Renews on ${shortDate(subscription.nextRecurringDate) || until}`;
    case 'trial':
      // A trial through CCBill turns into the monthly plan unless cancelled.
      return subscription.nextRecurringDate ? `Free trial until ${until}, then monthly` : `Free trial ends on ${until}`;
    case 'pending':
      return `Waiting for the payment; access until ${until}`;
    case 'cancelled':
      return `Cancelled — access until ${until}`;
    default:
      return until ? `Expired on ${until}` : 'Expired';
  }
}

/**
 * A paid subscription that still renews can be cancelled; the site's own trial never renews, so it
 * just ends, while a trial through CCBill renews (its next billing date) and can be cancelled.
 */
export function canCancel(
  subscription: Pick<Subscription, 'status' | 'expiredAt' | 'subscriptionType'> &
    Partial<Pick<Subscription, 'nextRecurringDate'>>,
  now: number = Date.now(),
): boolean {
  const state = subscriptionState(subscription, now);
  return state === 'active' || state === 'pending' || (state === 'trial' && !!subscription.nextRecurringDate);
}
