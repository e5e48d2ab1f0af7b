import type {
  Coupon,
  PaymentCard,
  PaymentIntent,
  PaymentTransaction,
  SandboxCardInput,
  StripeCardInput,
} from '@fanlane/shared';
import { toPage } from '@/features/assets/asset-view';
import { messageOf } from '@/lib/api/error';
import type { AppThunk } from '@/lib/store/store';
import { refreshBalance } from './balance.thunks';
import { STRIPE_MESSAGES, stripeFor } from './stripe-client';
import {
  cardAdded,
  cardRemoved,
  cardsFailed,
  cardsLoaded,
  cardsRequested,
  PAYMENT_FAILED,
  topUpAnswered,
  topUpConfirming,
  topUpFailed,
  topUpReset,
  topUpStarted,
} from './wallet.slice';
import { hasPaymentUrl, openPaymentUrl } from './payment-link';

export { balanceUpdated, refreshBalance } from './balance.thunks';

const enc = encodeURIComponent;

// ---------- cards ----------

/** GET /payment-cards for the active gateway; a failure is kept on the list. */
export const loadCards =
  (paymentGateway: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(cardsRequested());
    try {
      const answer = await api.get<unknown>('/payment-cards', { query: { paymentGateway, limit: 50 } });
      dispatch(cardsLoaded(toPage<PaymentCard>(answer).items));
    } catch (error) {
      dispatch(cardsFailed(messageOf(error)));
    }
  };

/** POST /sandbox/cards: the built-in gateway takes the test card number itself. Throws the ApiError. */
export const addSandboxCard =
  (input: SandboxCardInput): AppThunk<Promise<PaymentCard>> =>
  async (dispatch, _getState, { api }) => {
    const card = await api.post<PaymentCard>('/sandbox/cards', input);
    dispatch(cardAdded(card));
    return card;
  };

/**
 * POST /stripe/cards: saves a card entered in Stripe's own fields. Stripe.js has already made it a
 * PaymentMethod (`token` = `pm_…`); the API attaches it to the fan's Stripe customer and stores what
 * Stripe says about it. Throws the ApiError (400 with Stripe's message, 422 "Duplicated payment card!").
 */
export const addStripeCard =
  (input: StripeCardInput): AppThunk<Promise<PaymentCard>> =>
  async (dispatch, _getState, { api }) => {
    const card = await api.post<PaymentCard>('/stripe/cards', { ...input, paymentGateway: 'stripe' });
    dispatch(cardAdded(card));
    return card;
  };

/** DELETE /payment-cards/{id}. Throws the ApiError. */
export const deleteCard =
  (cardId: string): AppThunk<Promise<void>> =>
  async (dispatch, _getState, { api }) => {
    await api.del(`/payment-cards/${enc(cardId)}`);
    dispatch(cardRemoved(cardId));
  };

// ---------- coupons ----------

/** POST /coupons/{code}/apply-coupon: the coupon, or the API's message (404 invalid, 406 expired...). */
export const checkCoupon =
  (code: string): AppThunk<Promise<{ ok: true; coupon: Coupon } | { ok: false; message: string }>> =>
  async (_dispatch, _getState, { api }) => {
    try {
      const coupon = await api.post<Coupon>(`/coupons/${enc(code.trim())}/apply-coupon`);
      return { ok: true, coupon };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  };

// ---------- top-ups ----------

export interface TopUpRequest {
  amount?: number;
  packageId?: string;
  /** The saved card's token. */
  cardId?: string;
  couponCode?: string;
}

/** Tokens a successful top-up credited (the package's tokens, else the amount). */
export function creditedTokens(transaction: Pick<PaymentTransaction, 'products' | 'originalPrice'>): number {
  const product = transaction.products[0];
  return product?.tokens ?? product?.price ?? transaction.originalPrice;
}

const PENDING = new Set(['created', 'processing']);

/**
 * Waits for a payment the gateway is still processing: asks the API to re-check with the gateway
 * (PUT /payment-intents/success/{id}) and reads its status, a few times.
 */
const settlePending =
  (
    transaction: PaymentTransaction,
    options: { attempts?: number; delayMs?: number } = {},
  ): AppThunk<Promise<PaymentTransaction>> =>
  async (_dispatch, _getState, { api }) => {
    const attempts = options.attempts ?? 8;
    const delayMs = options.delayMs ?? 1500;
    let current = transaction;
    for (let i = 0; i < attempts && PENDING.has(current.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      try {
        if (i === 0) await api.put(`/payment-intents/success/${enc(current._id)}`);
        const intent = await api.get<PaymentIntent>(`/payment-intents/status/${enc(current._id)}`);
        current = { ...current, status: intent.status, nextAction: intent.nextAction ?? current.nextAction };
      } catch {
        // Keep waiting with what we have.
      }
    }
    return current;
  };

export type PaymentResult = { ok: true; transaction: PaymentTransaction } | { ok: false; message: string };
/** A top-up's answer, or the gateway's own payment form opened (CCBill: its webhook credits the wallet). */
export type TopUpResult = PaymentResult | { ok: 'redirected'; paymentUrl: string };

async function finishTopUp(dispatch: Parameters<AppThunk>[0], transaction: PaymentTransaction): Promise<PaymentResult> {
  dispatch(topUpAnswered(transaction));
  if (transaction.status === 'success') {
    await dispatch(refreshBalance());
    return { ok: true, transaction };
  }
  if (transaction.status === 'require_authentication') return { ok: true, transaction };
  return { ok: false, message: transaction.failureMessage || PAYMENT_FAILED };
}

/** Runs a step of the top-up; a failure is kept in state and answered as `{ ok: false, message }`. */
async function topUpStep<T>(dispatch: Parameters<AppThunk>[0], step: () => Promise<T>): Promise<T | PaymentResult> {
  try {
    return await step();
  } catch (error) {
    const message = messageOf(error);
    dispatch(topUpFailed(message));
    return { ok: false, message };
  }
}

/**
 * POST /payment/wallet/top-up. `success`: the wallet is credited and the balance re-read;
 * `require_authentication`: the page shows the confirm step (see authenticateTopUp); a refusal
 * keeps the API's message ("Your card was declined", "Minimum top up amount is $2.95"...).
 */
export const topUp =
  (request: TopUpRequest, options: { pollDelayMs?: number } = {}): AppThunk<Promise<TopUpResult>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(topUpStarted());
    return topUpStep<TopUpResult>(dispatch, async () => {
      const body: Record<string, unknown> = {};
      if (request.packageId) body.packageId = request.packageId;
      else if (request.amount !== undefined) body.amount = request.amount;
      if (request.cardId) body.cardId = request.cardId;
      if (request.couponCode) body.couponCode = request.couponCode;
      const answer = await api.post<PaymentTransaction | { paymentUrl: string }>('/payment/wallet/top-up', body);
      if (hasPaymentUrl(answer)) {
        dispatch(topUpReset());
        openPaymentUrl(answer.paymentUrl);
        return { ok: 'redirected', paymentUrl: answer.paymentUrl };
      }
      let transaction = answer;
      if (PENDING.has(transaction.status)) {
        dispatch(topUpAnswered(transaction));
        transaction = await dispatch(settlePending(transaction, { delayMs: options.pollDelayMs }));
      }
      return await finishTopUp(dispatch, transaction);
    });
  };

/** POST /sandbox/payments/{id}/authenticate: the fan approves (or fails) the 3-D Secure step. */
export const authenticateTopUp =
  (transactionId: string, approve: boolean): AppThunk<Promise<PaymentResult>> =>
  async (dispatch, _getState, { api }) => {
    dispatch(topUpConfirming());
    return topUpStep(dispatch, async () => {
      const transaction = await api.post<PaymentTransaction>(`/sandbox/payments/${enc(transactionId)}/authenticate`, {
        approve,
      });
      return finishTopUp(dispatch, transaction);
    });
  };

/**
 * Runs Stripe.js' `confirmCardPayment` for a payment Stripe holds for 3-D Secure
 * (`stripeClientSecret`), then asks the server to re-check it with Stripe (PUT
 * /payment-intents/success/{id}): the server's answer, never the page's word, says whether it is
 * paid. Resolves to that answer and Stripe's refusal, if any.
 */
const confirmWithStripe =
  (
    transaction: PaymentTransaction,
    options: { pollDelayMs?: number } = {},
  ): AppThunk<Promise<{ current: PaymentTransaction; stripeError: string | null }>> =>
  async (dispatch, getState, { api }) => {
    const secret = transaction.stripeClientSecret;
    if (!secret) throw new Error(STRIPE_MESSAGES.notConfirmed);
    const key = getState().settings.stripePublishableKey;
    if (!key) throw new Error(STRIPE_MESSAGES.notConfigured);
    const stripe = await stripeFor(key);
    if (!stripe) throw new Error(STRIPE_MESSAGES.unavailable);
    const result = await stripe.confirmCardPayment(secret);
    const stripeError = result.error ? result.error.message || STRIPE_MESSAGES.notConfirmed : null;
    let current = await api.put<PaymentTransaction>(`/payment-intents/success/${enc(transaction._id)}`);
    if (PENDING.has(current.status)) current = await dispatch(settlePending(current, { delayMs: options.pollDelayMs }));
    return { current, stripeError };
  };

/**
 * The Stripe top-up's 3-D Secure step: Stripe.js shows the bank's check, then the server re-checks
 * the payment. Success re-reads the balance; a refusal keeps Stripe's or the server's message.
 */
export const confirmStripeTopUp =
  (transaction: PaymentTransaction, options: { pollDelayMs?: number } = {}): AppThunk<Promise<PaymentResult>> =>
  async (dispatch) => {
    dispatch(topUpConfirming());
    return topUpStep(dispatch, async () => {
      const { current, stripeError } = await dispatch(confirmWithStripe(transaction, options));
      // Still waiting for the bank after the step: not paid (never asks again in a loop).
      if (current.status === 'require_authentication') throw new Error(stripeError ?? STRIPE_MESSAGES.notConfirmed);
      return finishTopUp(dispatch, current);
    });
  };

/**
 * `stripe_confirm_payment` (contract 5.2): a Stripe payment made away from the top-up form (a card
 * subscription's invoice) needs 3-D Secure. Stripe.js runs the bank's check; the payment is then
 * settled by Stripe's webhook, so `ok` means "confirmed with the bank", not yet "paid".
 */
export const confirmStripePayment =
  (transaction: PaymentTransaction): AppThunk<Promise<PaymentResult>> =>
  async (dispatch) => {
    try {
      const { current, stripeError } = await dispatch(confirmWithStripe(transaction, { pollDelayMs: 0 }));
      if (stripeError) return { ok: false, message: stripeError };
      if (current.status === 'fail' || current.status === 'canceled')
        return { ok: false, message: current.failureMessage || PAYMENT_FAILED };
      if (current.status === 'success') await dispatch(refreshBalance());
      return { ok: true, transaction: current };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  };

// ---------- purchases and tips: see charges.thunks.ts ----------

export {
  buyItem,
  markPurchased,
  sendTip,
  type ChargeResult,
  type PurchaseTarget,
  type TipRequest,
} from './charges.thunks';
