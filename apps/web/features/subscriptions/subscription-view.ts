import type { PublicSettings, Subscription, SubscriptionType } from '@fanlane/shared';
import { isSubscriptionActive } from './subscriptions.selectors';
import type { SubscribablePerformer } from './subscriptions.slice';

const SUBSCRIPTION_TYPES: readonly SubscriptionType[] = ['yearly', 'monthly', 'free'];

/** A plan's key in subscriptions.plan ("Yearly", "Monthly", "Free trial"), or null for a kind this app does not know. */
export function planKey(type: string): SubscriptionType | null {
  return (SUBSCRIPTION_TYPES as readonly string[]).includes(type) ? (type as SubscriptionType) : null;
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

/** The line under a plan (subscriptions.detail): "per year…", "per month…", the trial's terms. */
export type OptionDetail = 'yearly' | 'monthly' | 'trialThenMonthly' | 'trialNoCharge';

export interface SubscriptionOption {
  type: SubscriptionType;
  /** The trial's length in days (the label "Free trial for 3 days"); 0 for the paid plans. */
  days: number;
  /** What the fan pays now (0 for the trial). */
  price: number;
  detail: OptionDetail;
  /** The monthly price the CCBill trial turns into, for its detail line. */
  thenPrice?: number;
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
    { type: 'yearly', days: 0, price: performer.yearlyPrice ?? 0, detail: 'yearly' },
    { type: 'monthly', days: 0, price: performer.monthlyPrice ?? 0, detail: 'monthly' },
  ];
  const days = freeTrialDays(performer, settings);
  if (days !== null) {
    options.push(
      settings.paymentGateway === 'ccbill'
        ? { type: 'free', days, price: 0, detail: 'trialThenMonthly', thenPrice: performer.monthlyPrice ?? 0 }
        : { type: 'free', days, price: 0, detail: 'trialNoCharge' },
    );
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

/** A state's badge colour (its label: subscriptions.state). */
export const STATE_COLORS: Record<SubscriptionState, string> = {
  active: 'teal',
  trial: 'grape',
  pending: 'yellow',
  cancelled: 'orange',
  expired: 'gray',
};

/** The date line's key in subscriptions.dateLine and the date it speaks of (ISO). */
export type DateLine = {
  key: 'renews' | 'trialThenMonthly' | 'trialEnds' | 'pending' | 'cancelled' | 'expiredOn' | 'expired';
  date: string;
};

const readable = (iso: string | null | undefined): string => (iso && !Number.isNaN(new Date(iso).getTime()) ? iso : '');

/** "Renews on Jun 1, 2031", "Cancelled — access until Jun 1, 2031", "Expired on …". */
export function subscriptionDateLine(
  subscription: Pick<Subscription, 'status' | 'expiredAt' | 'subscriptionType' | 'nextRecurringDate'>,
  now: number = Date.now(),
): DateLine {
  const until = readable(subscription.expiredAt);
  switch (subscriptionState(subscription, now)) {
    case 'active':
      return { key: 'renews', date: readable(subscription.nextRecurringDate) || until };
    case 'trial':
      // A trial through CCBill turns into the monthly plan unless cancelled.
      return { key: subscription.nextRecurringDate ? 'trialThenMonthly' : 'trialEnds', date: until };
    case 'pending':
      return { key: 'pending', date: until };
    case 'cancelled':
      return { key: 'cancelled', date: until };
    default:
      return until ? { key: 'expiredOn', date: until } : { key: 'expired', date: '' };
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
