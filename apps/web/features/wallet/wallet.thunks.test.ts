import { describe, expect, it, vi } from 'vitest';
import type { Feed, PaymentTransaction } from '@fanlane/shared';
import { feedLoaded } from '@/features/feeds/feeds.slice';
import { loggedOut } from '@/features/auth/auth.slice';
import { fail, jsonBody, ok, storeWith } from '@/lib/testing/fake-api';
import { topUpTransaction } from './wallet.test-kit';
import { itemPurchased, topUpAnswered, topUpReset, walletSlice, initialWalletState } from './wallet.slice';
import {
  addSandboxCard,
  authenticateTopUp,
  balanceUpdated,
  buyItem,
  checkCoupon,
  creditedTokens,
  deleteCard,
  loadCards,
  markPurchased,
  sendTip,
  topUp,
} from './wallet.thunks';

const fan = { _id: 'u1', username: 'fan', isPerformer: false, balance: 12.5 };

const card = (id: string, last4: string) => ({
  _id: id,
  source: 'user' as const,
  sourceId: 'u1',
  paymentGateway: 'sandbox',
  isProduction: false,
  customerId: 'c1',
  holderName: 'Ada',
  last4Digits: last4,
  brand: 'Visa',
  month: '12',
  year: '2031',
  token: `tok_${id}`,
  createdAt: '',
  updatedAt: '',
});

const transaction = topUpTransaction('sandbox');

const charge = (extra: Record<string, unknown> = {}) => ({
  _id: 'tt1',
  source: 'user',
  sourceId: 'u1',
  performerId: 'p1',
  target: 'feed',
  targetId: 'f1',
  sessionId: null,
  type: 'feed',
  products: [],
  originalPrice: 5,
  totalPrice: 5,
  status: 'success',
  note: '',
  createdAt: '',
  updatedAt: '',
  ...extra,
});

describe('wallet slice', () => {
  it('records a bought item once, in order; sign-out forgets everything', () => {
    let state = walletSlice.reducer(initialWalletState, itemPurchased('a'));
    state = walletSlice.reducer(state, itemPurchased('b'));
    state = walletSlice.reducer(state, itemPurchased('a'));
    expect(state.purchased).toEqual({ a: 1, b: 2 });
    expect(walletSlice.reducer(state, loggedOut())).toEqual(initialWalletState);
  });

  it('moves a top-up through its phases from the gateway answer', () => {
    const phase = (status: PaymentTransaction['status'], extra = {}) =>
      walletSlice.reducer(initialWalletState, topUpAnswered(transaction(status, extra))).topUp;
    expect(phase('success').phase).toBe('success');
    expect(phase('require_authentication').phase).toBe('authenticate');
    expect(phase('processing').phase).toBe('paying');
    expect(phase('fail', { failureMessage: 'Your card was declined' })).toMatchObject({
      phase: 'failed',
      error: 'Your card was declined',
    });
    expect(walletSlice.reducer(initialWalletState, topUpReset()).topUp.phase).toBe('idle');
  });
});

describe('cards', () => {
  it('loads the cards of the active gateway, adds the new one first, removes a deleted one', async () => {
    const { store, fetchMock } = storeWith(
      {
        'GET /payment-cards': () => ok({ data: [card('c1', '4242')], total: 1 }),
        'POST /sandbox/cards': (init) => {
          expect(jsonBody(init)).toEqual({ number: '4000002500003155', month: 12, year: 2031, holderName: 'Ada' });
          return ok(card('c2', '3155'));
        },
        'DELETE /payment-cards/c1': () => ok({ deleted: true }),
      },
      { user: fan },
    );
    await store.dispatch(loadCards('sandbox'));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('paymentGateway=sandbox');
    await store.dispatch(addSandboxCard({ number: '4000002500003155', month: 12, year: 2031, holderName: 'Ada' }));
    expect(store.getState().wallet.cards.items.map((c) => c.last4Digits)).toEqual(['3155', '4242']);
    await store.dispatch(deleteCard('c1'));
    expect(store.getState().wallet.cards.items.map((c) => c._id)).toEqual(['c2']);
  });

  it('keeps a failed load on the list and throws a refused card', async () => {
    const { store } = storeWith({
      'GET /payment-cards': () => fail(500, 'Boom'),
      'POST /sandbox/cards': () => fail(422, 'Duplicated payment card!'),
    });
    await store.dispatch(loadCards('sandbox'));
    expect(store.getState().wallet.cards).toMatchObject({ loaded: true, error: 'Boom' });
    await expect(
      store.dispatch(addSandboxCard({ number: '4242424242424242', month: 1, year: 2031, holderName: '' })),
    ).rejects.toThrow('Duplicated payment card!');
  });
});

describe('top-ups', () => {
  it('a successful top-up re-reads the balance', async () => {
    const { store } = storeWith(
      {
        'POST /payment/wallet/top-up': (init) => {
          expect(jsonBody(init)).toEqual({ amount: 20, cardId: 'tok_c1', couponCode: 'SAVE10' });
          return ok(transaction('success'));
        },
        'GET /wallet/balance': () => ok({ balance: 32.5 }),
      },
      { user: fan },
    );
    const result = await store.dispatch(topUp({ amount: 20, cardId: 'tok_c1', couponCode: 'SAVE10' }));
    expect(result.ok).toBe(true);
    expect(store.getState().wallet.topUp.phase).toBe('success');
    expect(store.getState().user.current.balance).toBe(32.5);
  });

  it('a package is sent instead of an amount', async () => {
    const { store } = storeWith({
      'POST /payment/wallet/top-up': (init) => {
        expect(jsonBody(init)).toEqual({ packageId: 'pkg1', cardId: 'tok' });
        return ok(transaction('success'));
      },
      'GET /wallet/balance': () => ok({ balance: 12.5 }),
    });
    expect((await store.dispatch(topUp({ packageId: 'pkg1', amount: 5, cardId: 'tok' }))).ok).toBe(true);
  });

  it('a gateway with its own payment form (CCBill): its page opens (a new tab on desktop), nothing is credited', async () => {
    const opened: string[] = [];
    vi.stubGlobal('window', {
      open: (url: string) => (opened.push(url), { opener: {} }),
      matchMedia: () => ({ matches: false }),
    });
    try {
      const { store } = storeWith(
        { 'POST /payment/wallet/top-up': () => ok({ paymentUrl: 'https://pay.example/f?x=1' }) },
        { user: fan },
      );
      expect(await store.dispatch(topUp({ amount: 20 }))).toEqual({
        ok: 'redirected',
        paymentUrl: 'https://pay.example/f?x=1',
      });
      expect(opened).toEqual(['https://pay.example/f?x=1']);
      expect(store.getState().wallet.topUp.phase).toBe('idle');
      expect(store.getState().user.current.balance).toBe(12.5);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a card that needs confirmation waits for the fan, then approving pays', async () => {
    const { store } = storeWith(
      {
        'POST /payment/wallet/top-up': () => ok(transaction('require_authentication')),
        'POST /sandbox/payments/tx1/authenticate': (init) => {
          expect(jsonBody(init)).toEqual({ approve: true });
          return ok(transaction('success'));
        },
        'GET /wallet/balance': () => ok({ balance: 32.5 }),
      },
      { user: fan },
    );
    await store.dispatch(topUp({ amount: 20, cardId: 'tok' }));
    expect(store.getState().wallet.topUp).toMatchObject({ phase: 'authenticate', transaction: { _id: 'tx1' } });
    expect(store.getState().user.current.balance).toBe(12.5);
    const result = await store.dispatch(authenticateTopUp('tx1', true));
    expect(result.ok).toBe(true);
    expect(store.getState().wallet.topUp.phase).toBe('success');
    expect(store.getState().user.current.balance).toBe(32.5);
  });

  it('failing the confirm step, or a declined card, keeps the message', async () => {
    const { store } = storeWith({
      'POST /payment/wallet/top-up': () => fail(422, 'Your card was declined'),
      'POST /sandbox/payments/tx1/authenticate': () =>
        ok(transaction('fail', { failureMessage: 'The payment was not authenticated' })),
    });
    expect(await store.dispatch(topUp({ amount: 20 }))).toEqual({ ok: false, message: 'Your card was declined' });
    expect(store.getState().wallet.topUp).toMatchObject({ phase: 'failed', error: 'Your card was declined' });
    const failed = await store.dispatch(authenticateTopUp('tx1', false));
    expect(failed).toEqual({ ok: false, message: 'The payment was not authenticated' });
  });

  it('a payment still processing is checked again until it settles', async () => {
    let checks = 0;
    const { store } = storeWith({
      'POST /payment/wallet/top-up': () => ok(transaction('processing')),
      'PUT /payment-intents/success/tx1': () => ok({ success: true }),
      'GET /payment-intents/status/tx1': () => {
        checks += 1;
        return ok({
          _id: 'tx1',
          clientSecret: null,
          status: checks < 2 ? 'processing' : 'success',
          amount: 20,
          nextAction: null,
        });
      },
      'GET /wallet/balance': () => ok({ balance: 40 }),
    });
    const result = await store.dispatch(topUp({ amount: 20 }, { pollDelayMs: 1 }));
    expect(result.ok).toBe(true);
    expect(checks).toBe(2);
    expect(store.getState().user.current.balance).toBe(40);
  });

  it('credits the package tokens, else the amount', () => {
    expect(creditedTokens(transaction('success'))).toBe(20);
    expect(creditedTokens({ products: [], originalPrice: 7 })).toBe(7);
  });

  it('checks a coupon and answers the API message when it is refused', async () => {
    const { store } = storeWith({
      'POST /coupons/SAVE10/apply-coupon': () => ok({ _id: 'k1', code: 'SAVE10', value: 0.1 }),
      'POST /coupons/NOPE/apply-coupon': () => fail(404, 'Invalid coupon code'),
    });
    expect(await store.dispatch(checkCoupon(' SAVE10 '))).toEqual({
      ok: true,
      coupon: { _id: 'k1', code: 'SAVE10', value: 0.1 },
    });
    expect(await store.dispatch(checkCoupon('NOPE'))).toEqual({ ok: false, message: 'Invalid coupon code' });
  });
});

describe('purchases, tips and balance events', () => {
  const feed = { _id: 'f1', files: [], canView: false, isBought: false } as unknown as Feed;

  it('buying sets the balance from the answer, marks the item bought and re-reads a post in the store', async () => {
    const { store } = storeWith(
      {
        'POST /wallet/charges/feed/f1': (init) => {
          expect(jsonBody(init)).toEqual({});
          expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
          return ok(charge({ balance: 7.5 }));
        },
        'GET /user/feeds/f1': () => ok({ ...feed, canView: true, isBought: true }),
      },
      { user: fan },
    );
    store.dispatch(feedLoaded(feed));
    const result = await store.dispatch(buyItem('feed', 'f1', 5, {}, 'key-1'));
    expect(result.ok).toBe(true);
    expect(store.getState().user.current.balance).toBe(7.5);
    expect(store.getState().wallet.purchased).toEqual({ f1: 1 });
    expect(store.getState().feeds.byId.f1).toMatchObject({ canView: true, isBought: true });
  });

  it('without a balance in the answer the price is taken off; products send the quantity', async () => {
    const { store } = storeWith(
      {
        'POST /wallet/charges/product/p9': (init) => ok(charge({ totalPrice: 2.95 * Number(jsonBody(init).quantity) })),
      },
      { user: fan },
    );
    await store.dispatch(buyItem('product', 'p9', 5.9, { quantity: 2 }));
    expect(store.getState().user.current.balance).toBe(6.6);
  });

  it('a short balance answers the message and says so', async () => {
    const { store } = storeWith(
      {
        'POST /wallet/charges/video/v1': () =>
          fail(422, 'You have an insufficient wallet balance. Please top up.', 'INSUFFICIENT_BALANCE'),
      },
      { user: fan },
    );
    const result = await store.dispatch(buyItem('video', 'v1', 50));
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: 'You have an insufficient wallet balance. Please top up.',
      insufficient: true,
    });
    expect(store.getState().wallet.purchased).toEqual({});
    expect(store.getState().user.current.balance).toBe(12.5);
  });

  it('a short balance is known by its code, not its words', async () => {
    let answer = fail(422, 'Solde insuffisant', 'INSUFFICIENT_BALANCE');
    const { store } = storeWith({ 'POST /wallet/charges/video/v1': () => answer }, { user: fan });
    expect(await store.dispatch(buyItem('video', 'v1', 50))).toMatchObject({ ok: false, insufficient: true });
    answer = fail(422, 'You have an insufficient wallet balance. Please top up.');
    expect(await store.dispatch(buyItem('video', 'v1', 50))).toMatchObject({ ok: false, insufficient: false });
  });

  it('an item bought meanwhile (another tab) is shown unlocked', async () => {
    const { store } = storeWith({
      'POST /wallet/charges/gallery/g1': () => fail(422, 'You have already bought this item', 'ALREADY_BOUGHT'),
    });
    const result = await store.dispatch(buyItem('gallery', 'g1', 5));
    expect(result.ok).toBe(false);
    expect(store.getState().wallet.purchased).toEqual({ g1: 1 });
  });

  it('"already bought" is known by its code, not its words', async () => {
    const { store } = storeWith({
      'POST /wallet/charges/gallery/g1': () => fail(422, 'Déjà acheté', 'ALREADY_BOUGHT'),
      'POST /wallet/charges/gallery/g2': () => fail(422, 'You have already bought this item'),
    });
    await store.dispatch(buyItem('gallery', 'g1', 5));
    await store.dispatch(buyItem('gallery', 'g2', 5));
    expect(store.getState().wallet.purchased).toEqual({ g1: 1 });
  });

  it('a tip sends the amount, note and where it came from', async () => {
    const { store } = storeWith(
      {
        'POST /wallet/charges/tip/p1': (init) => {
          expect(jsonBody(init)).toEqual({ price: 10, note: 'Great set', source: 'profile', sourceId: 'p1' });
          return ok(charge({ type: 'tip', totalPrice: 10, balance: 2.5 }));
        },
      },
      { user: fan },
    );
    const result = await store.dispatch(
      sendTip('p1', { price: 10, note: 'Great set', source: 'profile', sourceId: 'p1' }),
    );
    expect(result.ok).toBe(true);
    expect(store.getState().user.current.balance).toBe(2.5);
  });

  it('update_balance sets the absolute balance when sent, else adds the delta to the cent', () => {
    const { store } = storeWith({}, { user: fan });
    store.dispatch(balanceUpdated({ token: 5, balance: 30 }));
    expect(store.getState().user.current.balance).toBe(30);
    store.dispatch(balanceUpdated({ token: -2.95 }));
    expect(store.getState().user.current.balance).toBe(27.05);
    store.dispatch(balanceUpdated({}));
    expect(store.getState().user.current.balance).toBe(27.05);
  });

  it('token_transaction_success marks the item once; an unreadable post takes the event copy', async () => {
    const { store, fetchMock } = storeWith({ 'GET /user/feeds/f1': () => fail(500, 'down') });
    store.dispatch(feedLoaded(feed));
    await store.dispatch(markPurchased('f1', { ...feed, canView: true }));
    await store.dispatch(markPurchased('f1', { ...feed, canView: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().feeds.byId.f1?.canView).toBe(true);
    await store.dispatch(markPurchased('v1'));
    expect(store.getState().wallet.purchased).toEqual({ f1: 1, v1: 2 });
  });
});
