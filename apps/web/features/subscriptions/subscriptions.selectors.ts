import type { SubscriptionType } from '@fanlane/shared';
import type { RootState } from '@/lib/store/store';
import type { UserSubscription } from './subscriptions.slice';

/**
 * Spec section 4: a subscription is active when its status is active or created and its expiry is
 * in the future. An expiry equal to now, or one that cannot be read, is not in the future.
 */
export function isSubscriptionActive(
  subscription: Pick<UserSubscription, 'status' | 'expiredAt'>,
  now: number = Date.now(),
): boolean {
  if (subscription.status !== 'active' && subscription.status !== 'created') return false;
  const expiry = Date.parse(subscription.expiredAt);
  return Number.isFinite(expiry) && expiry > now;
}

/** Whether one of `subscriptions` is an active one to the creator (and of the type, when given). */
export function hasActiveSubscription(
  subscriptions: readonly UserSubscription[],
  performerId: string,
  subscriptionType?: SubscriptionType,
  now: number = Date.now(),
): boolean {
  if (!performerId) return false;
  return subscriptions.some(
    (s) =>
      s.performerId === performerId &&
      (subscriptionType === undefined || s.subscriptionType === subscriptionType) &&
      isSubscriptionActive(s, now),
  );
}

/** Checkable per performer, or per performer plus subscription type (spec section 4). */
export const isSubscribedTo = (
  state: Pick<RootState, 'subscriptions'>,
  performerId: string,
  subscriptionType?: SubscriptionType,
  now: number = Date.now(),
): boolean => hasActiveSubscription(state.subscriptions.userSubscriptions, performerId, subscriptionType, now);

/** The fan's subscription row to a creator, the active one first, else the latest to expire. */
export function subscriptionTo(
  state: Pick<RootState, 'subscriptions'>,
  performerId: string,
  now: number = Date.now(),
): UserSubscription | null {
  const rows = state.subscriptions.userSubscriptions.filter((s) => s.performerId === performerId);
  const active = rows.find((s) => isSubscriptionActive(s, now));
  if (active) return active;
  return rows.reduce<UserSubscription | null>(
    (latest, s) => (!latest || Date.parse(s.expiredAt) > Date.parse(latest.expiredAt) ? s : latest),
    null,
  );
}

/**
 * Whether the fan may still see the creator's subscriber content: any subscription, cancelled ones
 * included, whose expiry is in the future (business rules: cancelling keeps access until expiry).
 */
export function hasAccessTo(
  state: Pick<RootState, 'subscriptions'>,
  performerId: string,
  now: number = Date.now(),
): boolean {
  return state.subscriptions.userSubscriptions.some((s) => {
    if (s.performerId !== performerId) return false;
    const expiry = Date.parse(s.expiredAt);
    return Number.isFinite(expiry) && expiry > now;
  });
}
