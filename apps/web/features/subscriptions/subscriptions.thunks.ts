import {
  MESSAGES,
  SUBSCRIPTION_FETCH_LIMIT,
  type PaymentTransaction,
  type Subscription,
  type SubscriptionType,
} from '@fanlane/shared';
import { userLoaded } from '@/features/user/user.slice';
import type { CurrentUser } from '@/features/user/user.types';
import { messageOf } from '@/lib/api/error';
import { hasPaymentUrl, openPaymentUrl } from '@/features/wallet/payment-link';
import { PAYMENT_FAILED } from '@/features/wallet/wallet.slice';
import type { AppThunk } from '@/lib/store/store';
import {
  subscriptionsFailed,
  subscriptionsLoaded,
  subscriptionsRequested,
  toUserSubscriptions,
} from './subscriptions.slice';

/**
 * Loads the fan's subscriptions (GET /subscriptions/user/search, up to 100, spec section 9) and
 * replaces the list; on failure the list is emptied with 'Failed to fetch subscriptions'.
 */
export const loadUserSubscriptions =
  (): AppThunk<Promise<boolean>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(subscriptionsRequested());
    try {
      const answer = await api.get<{ data?: unknown } | null>('/subscriptions/user/search', {
        query: { limit: SUBSCRIPTION_FETCH_LIMIT },
      });
      dispatch(subscriptionsLoaded(toUserSubscriptions(answer?.data)));
      return true;
    } catch {
      dispatch(subscriptionsFailed(MESSAGES.fetchSubscriptionsFailed));
      return false;
    }
  };

/** GET /users/me again (a new balance after a wallet payment); the page keeps the old one on failure. */
export const refreshCurrentUser =
  (): AppThunk<Promise<CurrentUser | null>> =>
  async (dispatch, _getState, { api }) => {
    try {
      const user = await api.get<CurrentUser | null>('/users/me');
      if (user && typeof user._id === 'string' && user._id !== '') {
        dispatch(userLoaded(user));
        return user;
      }
    } catch {
      // The header keeps the balance it has until the next page load.
    }
    return null;
  };

/** `POST /payment/subscribe/performers` answers the payment plus the subscription it made. */
export type SubscribeAnswer = PaymentTransaction & { subscription?: Subscription | null };

export type SubscribeOutcome =
  /** Paid (or a free trial): the list and the balance are reloaded. */
  | { kind: 'success'; transaction: SubscribeAnswer }
  /** The card asks for 3-D Secure: the dialog shows the confirm step. */
  | { kind: 'authenticate'; transaction: SubscribeAnswer }
  /** The gateway has not answered yet; the subscription shows once it confirms. */
  | { kind: 'pending'; transaction: SubscribeAnswer }
  /** The gateway's own payment form was opened (CCBill): its webhook starts the subscription. */
  | { kind: 'redirected'; paymentUrl: string }
  | { kind: 'failed'; message: string };

/** The page's own word for a refused payment (the dialog shows it through usePaymentMessage). */
export { PAYMENT_FAILED };

/** After a subscription is paid: the list (the profile unlocks) and the balance. */
export const subscriptionChanged = (): AppThunk<Promise<void>> => async (dispatch) => {
  await Promise.all([dispatch(loadUserSubscriptions()), dispatch(refreshCurrentUser())]);
};

/** What a payment answer means for the dialog; a success reloads the list and the balance. */
const settle =
  (transaction: SubscribeAnswer): AppThunk<Promise<SubscribeOutcome>> =>
  async (dispatch) => {
    if (transaction.status === 'success') {
      await dispatch(subscriptionChanged());
      return { kind: 'success', transaction };
    }
    if (transaction.status === 'require_authentication' && transaction.nextAction === 'authenticate') {
      return { kind: 'authenticate', transaction };
    }
    // Stripe: Stripe.js runs the bank's check on the first invoice; Stripe's invoice.paid webhook then
    // starts the subscription, so a passed check is still `pending` here.
    if (transaction.status === 'require_authentication' && transaction.stripeClientSecret) {
      const { confirmStripePayment } = await import('@/features/wallet/wallet.thunks');
      const checked = await dispatch(confirmStripePayment(transaction));
      if (!checked.ok) return { kind: 'failed', message: checked.message };
      if (checked.transaction.status === 'success') {
        await dispatch(subscriptionChanged());
        return { kind: 'success', transaction };
      }
      await dispatch(loadUserSubscriptions());
      return { kind: 'pending', transaction };
    }
    if (transaction.status === 'created' || transaction.status === 'processing') {
      await dispatch(loadUserSubscriptions());
      return { kind: 'pending', transaction };
    }
    return { kind: 'failed', message: transaction.failureMessage || PAYMENT_FAILED };
  };

export interface SubscribeRequest {
  performerId: string;
  type: SubscriptionType;
  /** A saved card's token: pay by card (recurring billing) instead of the wallet. */
  cardId?: string;
  /** `card` without a saved card: a gateway with its own payment form (CCBill). */
  method?: 'card';
}

/** POST /payment/subscribe/performers: from the wallet unless a card is given. API errors become `failed`. */
export const subscribeToPerformer =
  (request: SubscribeRequest): AppThunk<Promise<SubscribeOutcome>> =>
  async (dispatch, _getState, { api }) => {
    const body: Record<string, string> = { performerId: request.performerId, type: request.type };
    if (request.cardId && request.type !== 'free') body.cardId = request.cardId;
    if (request.method && request.type !== 'free') body.method = request.method;
    let answer: SubscribeAnswer | { paymentUrl: string };
    try {
      answer = await api.post<SubscribeAnswer | { paymentUrl: string }>('/payment/subscribe/performers', body);
    } catch (error) {
      return { kind: 'failed', message: messageOf(error) };
    }
    if (hasPaymentUrl(answer)) {
      openPaymentUrl(answer.paymentUrl);
      return { kind: 'redirected', paymentUrl: answer.paymentUrl };
    }
    return dispatch(settle(answer));
  };

/** The sandbox gateway's 3-D Secure step: POST /sandbox/payments/{id}/authenticate {approve}. */
export const authenticatePayment =
  (transactionId: string, approve: boolean): AppThunk<Promise<SubscribeOutcome>> =>
  async (dispatch, _getState, { api }) => {
    let transaction: SubscribeAnswer;
    try {
      transaction = await api.post<SubscribeAnswer>(
        `/sandbox/payments/${encodeURIComponent(transactionId)}/authenticate`,
        { approve },
      );
    } catch (error) {
      return { kind: 'failed', message: messageOf(error) };
    }
    return dispatch(settle(transaction));
  };

/**
 * POST /payment/{gateway}/cancel-subscription/{id}: renewal stops, access lasts until expiry.
 * The list is reloaded; throws the ApiError on failure.
 */
export const cancelSubscription =
  (subscription: Pick<Subscription, '_id' | 'paymentGateway'>): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    const gateway = subscription.paymentGateway || 'system';
    await api.post(
      `/payment/${encodeURIComponent(gateway)}/cancel-subscription/${encodeURIComponent(subscription._id)}`,
    );
    await dispatch(loadUserSubscriptions());
  };
