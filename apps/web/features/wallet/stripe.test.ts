import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, jsonBody, ok, storeWith } from '@/lib/testing/fake-api';
import { topUpTransaction } from './wallet.test-kit';

const stripeJs = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmCardPayment: vi.fn(),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.loadStripe }));

const { resetStripeForTests, stripeCardInput, stripeFor, STRIPE_MESSAGES } = await import('./stripe-client');
const { addStripeCard, confirmStripePayment, confirmStripeTopUp, topUp } = await import('./wallet.thunks');
const { topUpAnswered } = await import('./wallet.slice');
const { subscribeToPerformer } = await import('@/features/subscriptions/subscriptions.thunks');

const fan = { _id: 'u1', username: 'fan', isPerformer: false, balance: 12.5 };
const KEY = 'pk_test_123';

const transaction = topUpTransaction('stripe');

beforeEach(() => {
  resetStripeForTests();
  stripeJs.loadStripe.mockReset();
  stripeJs.confirmCardPayment.mockReset();
  stripeJs.loadStripe.mockResolvedValue({ confirmCardPayment: stripeJs.confirmCardPayment });
});

describe('Stripe.js loading', () => {
  it('loads Stripe.js once per publishable key, and not at all without one', async () => {
    expect(await stripeFor('')).toBeNull();
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    const a = await stripeFor(KEY);
    const b = await stripeFor(KEY);
    expect(a).toBe(b);
    expect(stripeJs.loadStripe).toHaveBeenCalledTimes(1);
    expect(stripeJs.loadStripe).toHaveBeenCalledWith(KEY);
  });

  it('a failed load resolves null and is tried again next time', async () => {
    stripeJs.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    expect(await stripeFor(KEY)).toBeNull();
    expect(await stripeFor(KEY)).not.toBeNull();
    expect(stripeJs.loadStripe).toHaveBeenCalledTimes(2);
  });
});

describe('saving a Stripe card', () => {
  it('sends the PaymentMethod id and what Stripe says about the card, never the number', async () => {
    const input = stripeCardInput(
      {
        id: 'pm_123',
        card: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2031 } as never,
      },
      '  Ada  ',
    );
    expect(input).toEqual({
      token: 'pm_123',
      last4Digits: '4242',
      brand: 'visa',
      month: '03',
      year: '2031',
      holderName: 'Ada',
      paymentGateway: 'stripe',
    });
    const saved = { _id: 'c1', token: 'pm_123', last4Digits: '4242', brand: 'visa' };
    const { store } = storeWith({
      'POST /stripe/cards': (init) => {
        expect(jsonBody(init)).toEqual(input);
        return ok(saved);
      },
    });
    await expect(store.dispatch(addStripeCard(input))).resolves.toMatchObject({ _id: 'c1' });
    expect(store.getState().wallet.cards.items.map((c) => c._id)).toEqual(['c1']);
  });

  it("Stripe's refusal is thrown with its message", async () => {
    const { store } = storeWith({ 'POST /stripe/cards': () => fail(400, 'Your card was declined.') });
    await expect(store.dispatch(addStripeCard({ token: 'pm_x' } as never))).rejects.toThrow('Your card was declined.');
  });
});

describe('3-D Secure with Stripe', () => {
  it('runs confirmCardPayment with the client secret, then lets the server re-check before crediting', async () => {
    const order: string[] = [];
    stripeJs.confirmCardPayment.mockImplementation(async (secret: string) => {
      order.push(`confirm ${secret}`);
      return { paymentIntent: { status: 'succeeded' } };
    });
    const { store } = storeWith(
      {
        'POST /payment/wallet/top-up': () => ok(transaction('require_authentication')),
        'PUT /payment-intents/success/tx1': () => {
          order.push('re-check');
          return ok(transaction('success'));
        },
        'GET /wallet/balance': () => ok({ balance: 32.5 }),
      },
      { user: fan, settings: { paymentGateway: 'stripe', stripePublishableKey: KEY } },
    );
    const answered = await store.dispatch(topUp({ amount: 20, cardId: 'pm_1' }));
    expect(answered.ok).toBe(true);
    expect(store.getState().wallet.topUp.phase).toBe('authenticate');
    expect(store.getState().user.current.balance).toBe(12.5);

    const result = await store.dispatch(confirmStripeTopUp(store.getState().wallet.topUp.transaction!));
    expect(result.ok).toBe(true);
    expect(order).toEqual(['confirm pi_1_secret_abc', 're-check']);
    expect(stripeJs.loadStripe).toHaveBeenCalledWith(KEY);
    expect(store.getState().wallet.topUp.phase).toBe('success');
    expect(store.getState().user.current.balance).toBe(32.5);
  });

  it("a failed check keeps Stripe's message and does not ask again", async () => {
    stripeJs.confirmCardPayment.mockResolvedValue({
      error: { message: 'We are unable to authenticate your payment method.' },
    });
    const { store } = storeWith(
      { 'PUT /payment-intents/success/tx1': () => ok(transaction('require_authentication')) },
      { user: fan, settings: { stripePublishableKey: KEY } },
    );
    store.dispatch(topUpAnswered(transaction('require_authentication')));
    const result = await store.dispatch(confirmStripeTopUp(transaction('require_authentication')));
    expect(result).toEqual({ ok: false, message: 'We are unable to authenticate your payment method.' });
    expect(store.getState().wallet.topUp).toMatchObject({
      phase: 'failed',
      error: 'We are unable to authenticate your payment method.',
    });
    expect(stripeJs.confirmCardPayment).toHaveBeenCalledTimes(1);
  });

  it('the server has the last word: a payment it reports failed is a failure even after the check', async () => {
    stripeJs.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'requires_payment_method' } });
    const { store } = storeWith(
      {
        'PUT /payment-intents/success/tx1': () =>
          ok(transaction('fail', { failureMessage: 'Your card was declined.' })),
      },
      { user: fan, settings: { stripePublishableKey: KEY } },
    );
    const result = await store.dispatch(confirmStripeTopUp(transaction('require_authentication')));
    expect(result).toEqual({ ok: false, message: 'Your card was declined.' });
  });

  it('a payment still processing after the check is polled until it settles', async () => {
    stripeJs.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    let checks = 0;
    const { store } = storeWith(
      {
        'PUT /payment-intents/success/tx1': () => ok(transaction('processing')),
        'GET /payment-intents/status/tx1': () => {
          checks += 1;
          return ok({ _id: 'tx1', clientSecret: null, status: 'success', amount: 20, nextAction: null });
        },
        'GET /wallet/balance': () => ok({ balance: 40 }),
      },
      { user: fan, settings: { stripePublishableKey: KEY } },
    );
    const result = await store.dispatch(confirmStripeTopUp(transaction('require_authentication'), { pollDelayMs: 1 }));
    expect(result.ok).toBe(true);
    expect(checks).toBe(1);
    expect(store.getState().user.current.balance).toBe(40);
  });

  it('without a publishable key, Stripe.js is not loaded and the fan is told why', async () => {
    const { store, fetchMock } = storeWith({}, { user: fan, settings: { stripePublishableKey: '' } });
    const result = await store.dispatch(confirmStripeTopUp(transaction('require_authentication')));
    expect(result).toEqual({ ok: false, message: STRIPE_MESSAGES.notConfigured });
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stripe_confirm_payment (a subscription invoice): the check runs, the webhook settles it', async () => {
    stripeJs.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const invoice = transaction('require_authentication', { _id: 'tx9', type: 'monthly_subscription' });
    const { store } = storeWith(
      { 'PUT /payment-intents/success/tx9': () => ok(invoice) },
      { user: fan, settings: { stripePublishableKey: KEY } },
    );
    const result = await store.dispatch(confirmStripePayment(invoice));
    expect(result.ok).toBe(true);
    expect(stripeJs.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc');
    // The top-up form is not touched.
    expect(store.getState().wallet.topUp.phase).toBe('idle');

    stripeJs.confirmCardPayment.mockResolvedValue({ error: { message: 'Authentication failed' } });
    expect(await store.dispatch(confirmStripePayment(invoice))).toEqual({
      ok: false,
      message: 'Authentication failed',
    });
  });

  it('a card subscription whose first invoice needs 3-D Secure runs the check, then waits for the webhook', async () => {
    stripeJs.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    const first = transaction('require_authentication', { _id: 'tx5', type: 'monthly_subscription' });
    const { store } = storeWith(
      {
        'POST /payment/subscribe/performers': () => ok(first),
        'PUT /payment-intents/success/tx5': () => ok(first),
        'GET /subscriptions/user/search': () => ok({ data: [], total: 0 }),
      },
      { user: fan, settings: { paymentGateway: 'stripe', stripePublishableKey: KEY } },
    );
    const outcome = await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'monthly', cardId: 'pm_1' }));
    expect(outcome.kind).toBe('pending');
    expect(stripeJs.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc');

    stripeJs.confirmCardPayment.mockResolvedValue({ error: { message: 'Authentication failed' } });
    expect(await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'monthly', cardId: 'pm_1' }))).toEqual({
      kind: 'failed',
      message: 'Authentication failed',
    });
  });
});
