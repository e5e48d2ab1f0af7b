import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@fanlane/shared';
import { loggedOut } from '@/features/auth/auth.slice';
import { fail, jsonBody, ok, storeWith, type FakeRoute } from '@/lib/testing/fake-api';
import { recordedRoute } from '@/lib/testing/recorded-route';
import {
  hasAccessTo,
  hasActiveSubscription,
  isSubscribedTo,
  isSubscriptionActive,
  subscriptionTo,
} from './subscriptions.selectors';
import {
  initialSubscriptionsState,
  subscriptionModalClosed,
  subscriptionModalOpened,
  subscriptionTypeChosen,
  subscriptionsFailed,
  subscriptionsLoaded,
  subscriptionsRequested,
  subscriptionsSlice,
  toUserSubscriptions,
  type UserSubscription,
} from './subscriptions.slice';
import {
  PAYMENT_FAILED,
  authenticatePayment,
  cancelSubscription,
  loadUserSubscriptions,
  refreshCurrentUser,
  subscribeToPerformer,
} from './subscriptions.thunks';

const reduce = subscriptionsSlice.reducer;
const NOW = Date.parse('2030-06-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

const sub = (over: Partial<UserSubscription> = {}): UserSubscription => ({
  performerId: 'p1',
  status: 'active',
  subscriptionType: 'yearly',
  expiredAt: iso(NOW + DAY),
  ...over,
});
const withSubs = (userSubscriptions: UserSubscription[]) => ({
  subscriptions: { ...initialSubscriptionsState, userSubscriptions },
});

const fan = { _id: 'u1', name: 'Ada', username: 'ada', isPerformer: false, balance: 50 };
const creator = { _id: 'p1', name: 'Star', username: 'star', monthlyPrice: 9.99, yearlyPrice: 99 };

describe('subscription UI state (spec sections 3 and 4)', () => {
  it('starts closed, on yearly, with no subscriptions', () => {
    expect(initialSubscriptionsState).toEqual({
      showModal: false,
      performer: null,
      subscriptionType: 'yearly',
      userSubscriptions: [],
      loading: false,
      loaded: false,
      error: null,
    });
  });

  it('opening shows the dialog for the creator on yearly unless a type is given; closing resets it', () => {
    let state = reduce(initialSubscriptionsState, subscriptionModalOpened({ performer: creator }));
    expect(state).toMatchObject({ showModal: true, performer: creator, subscriptionType: 'yearly' });
    state = reduce(state, subscriptionTypeChosen('monthly'));
    expect(state.subscriptionType).toBe('monthly');
    state = reduce(state, subscriptionModalClosed());
    expect(state).toMatchObject({ showModal: false, performer: null, subscriptionType: 'yearly' });
    state = reduce(state, subscriptionModalOpened({ performer: creator, subscriptionType: 'free' }));
    expect(state.subscriptionType).toBe('free');
  });

  it('requested, then loaded replaces the list and clears an earlier error', () => {
    let state = reduce(initialSubscriptionsState, subscriptionsFailed('Failed to fetch subscriptions'));
    state = reduce(state, subscriptionsRequested());
    expect(state).toMatchObject({ loading: true, error: null });
    state = reduce(state, subscriptionsLoaded([sub()]));
    expect(state).toMatchObject({ loading: false, loaded: true, error: null, userSubscriptions: [sub()] });
    state = reduce(state, subscriptionsLoaded([sub({ performerId: 'p2' })]));
    expect(state.userSubscriptions.map((s) => s.performerId)).toEqual(['p2']);
  });

  it('a failed load empties the list and keeps the error text', () => {
    let state = reduce(initialSubscriptionsState, subscriptionsLoaded([sub(), sub({ performerId: 'p2' })]));
    state = reduce(state, subscriptionsRequested());
    state = reduce(state, subscriptionsFailed(MESSAGES.fetchSubscriptionsFailed));
    expect(state).toMatchObject({
      userSubscriptions: [],
      loading: false,
      loaded: true,
      error: 'Failed to fetch subscriptions',
    });
  });

  it('logging out forgets everything', () => {
    let state = reduce(initialSubscriptionsState, subscriptionsLoaded([sub()]));
    state = reduce(state, subscriptionModalOpened({ performer: creator }));
    expect(reduce(state, loggedOut())).toEqual(initialSubscriptionsState);
  });

  it('keeps only the fields of a user subscription and drops rows without a creator', () => {
    expect(
      toUserSubscriptions([
        {
          _id: 's1',
          performerId: 'p1',
          status: 'created',
          subscriptionType: 'monthly',
          expiredAt: '2030-01-01T00:00:00.000Z',
          price: 9.99,
          performerInfo: { name: 'Star' },
        },
        { _id: 's2', status: 'active' },
        null,
      ]),
    ).toEqual([
      {
        _id: 's1',
        performerId: 'p1',
        status: 'created',
        subscriptionType: 'monthly',
        expiredAt: '2030-01-01T00:00:00.000Z',
      },
    ]);
    expect(toUserSubscriptions(undefined)).toEqual([]);
  });
});

describe('active subscriptions (spec section 4)', () => {
  it('active and created count while the expiry is in the future; deactivated never does', () => {
    expect(isSubscriptionActive(sub({ status: 'active' }), NOW)).toBe(true);
    expect(isSubscriptionActive(sub({ status: 'created' }), NOW)).toBe(true);
    expect(isSubscriptionActive(sub({ status: 'deactivated' }), NOW)).toBe(false);
  });

  it('the expiry edge: one millisecond ahead is active, exactly now or past is not', () => {
    expect(isSubscriptionActive(sub({ expiredAt: iso(NOW + 1) }), NOW)).toBe(true);
    expect(isSubscriptionActive(sub({ expiredAt: iso(NOW) }), NOW)).toBe(false);
    expect(isSubscriptionActive(sub({ expiredAt: iso(NOW - 1) }), NOW)).toBe(false);
    expect(isSubscriptionActive(sub({ expiredAt: '' }), NOW)).toBe(false);
    expect(isSubscriptionActive(sub({ expiredAt: 'not a date' }), NOW)).toBe(false);
  });

  it('checkable per performer', () => {
    const state = withSubs([sub({ performerId: 'p1' }), sub({ performerId: 'p2', expiredAt: iso(NOW - DAY) })]);
    expect(isSubscribedTo(state, 'p1', undefined, NOW)).toBe(true);
    expect(isSubscribedTo(state, 'p2', undefined, NOW)).toBe(false);
    expect(isSubscribedTo(state, 'p3', undefined, NOW)).toBe(false);
    expect(isSubscribedTo(state, '', undefined, NOW)).toBe(false);
  });

  it('checkable per performer plus subscription type', () => {
    const state = withSubs([
      sub({ subscriptionType: 'monthly' }),
      sub({ subscriptionType: 'free', status: 'deactivated' }),
    ]);
    expect(isSubscribedTo(state, 'p1', 'monthly', NOW)).toBe(true);
    expect(isSubscribedTo(state, 'p1', 'yearly', NOW)).toBe(false);
    expect(isSubscribedTo(state, 'p1', 'free', NOW)).toBe(false);
  });

  it('a created subscription counts until it expires', () => {
    const list = [sub({ status: 'created', expiredAt: iso(NOW + 30 * DAY) })];
    expect(hasActiveSubscription(list, 'p1', undefined, NOW)).toBe(true);
    expect(hasActiveSubscription(list, 'p1', undefined, NOW + 30 * DAY)).toBe(false);
  });

  it('a cancelled one is not active, but its access lasts until expiry', () => {
    const state = withSubs([sub({ status: 'deactivated', expiredAt: iso(NOW + DAY) })]);
    expect(isSubscribedTo(state, 'p1', undefined, NOW)).toBe(false);
    expect(hasAccessTo(state, 'p1', NOW)).toBe(true);
    expect(hasAccessTo(state, 'p1', NOW + DAY)).toBe(false);
    expect(hasAccessTo(state, 'p2', NOW)).toBe(false);
  });

  it('the row for a creator: the active one first, else the latest to expire', () => {
    const old = sub({ _id: 'old', status: 'deactivated', expiredAt: iso(NOW - 2 * DAY) });
    const newer = sub({ _id: 'newer', status: 'deactivated', expiredAt: iso(NOW - DAY) });
    const live = sub({ _id: 'live' });
    expect(subscriptionTo(withSubs([old, live, newer]), 'p1', NOW)?._id).toBe('live');
    expect(subscriptionTo(withSubs([old, newer]), 'p1', NOW)?._id).toBe('newer');
    expect(subscriptionTo(withSubs([old]), 'p9', NOW)).toBeNull();
  });
});

const subscription = {
  _id: 's1',
  subscriptionType: 'yearly',
  userId: 'u1',
  performerId: 'p1',
  subscriptionId: null,
  transactionId: 't1',
  paymentGateway: 'system',
  status: 'active',
  usedFreeSubscription: false,
  price: 99,
  startRecurringDate: null,
  nextRecurringDate: null,
  expiredAt: '2099-01-01T00:00:00.000Z',
  createdAt: '',
  updatedAt: '',
};
const transaction = (over: Record<string, unknown> = {}) => ({
  _id: 't1',
  paymentGateway: 'sandbox',
  status: 'success',
  nextAction: null,
  failureMessage: null,
  totalPrice: 99,
  subscription,
  ...over,
});

/** The fan's store whose subscribe call answers `answer`, with `bodies` holding what each call sent. */
function subscribingStore(answer: ReturnType<FakeRoute>, routes: Record<string, FakeRoute>) {
  const subscribe = recordedRoute(answer);
  const { store } = storeWith({ 'POST /payment/subscribe/performers': subscribe.route, ...routes }, { user: fan });
  return { store, bodies: subscribe.bodies };
}

describe('subscription thunks', () => {
  it('loads up to 100 subscriptions', async () => {
    let limit: string | null = null;
    const { store } = storeWith(
      {
        'GET /subscriptions/user/search': (_init, url) => {
          limit = url.searchParams.get('limit');
          return ok({ data: [subscription], total: 1 });
        },
      },
      { user: fan },
    );
    expect(await store.dispatch(loadUserSubscriptions())).toBe(true);
    expect(limit).toBe('100');
    expect(store.getState().subscriptions.userSubscriptions).toEqual([
      {
        _id: 's1',
        performerId: 'p1',
        status: 'active',
        subscriptionType: 'yearly',
        expiredAt: '2099-01-01T00:00:00.000Z',
      },
    ]);
    expect(isSubscribedTo(store.getState(), 'p1')).toBe(true);
  });

  it('a failed load empties the list with "Failed to fetch subscriptions"', async () => {
    let answer: ReturnType<FakeRoute> = ok({ data: [subscription], total: 1 });
    const { store } = storeWith({ 'GET /subscriptions/user/search': () => answer }, { user: fan });
    await store.dispatch(loadUserSubscriptions());
    answer = fail(500, 'Internal server error');
    expect(await store.dispatch(loadUserSubscriptions())).toBe(false);
    expect(store.getState().subscriptions).toMatchObject({
      userSubscriptions: [],
      error: 'Failed to fetch subscriptions',
      loading: false,
    });
  });

  it('refreshing the current user takes the new balance; a failure keeps the old one', async () => {
    let answer: ReturnType<FakeRoute> = ok({ ...fan, balance: 12.5 });
    const { store } = storeWith({ 'GET /users/me': () => answer }, { user: fan });
    await store.dispatch(refreshCurrentUser());
    expect(store.getState().user.current.balance).toBe(12.5);
    answer = fail(500, 'down');
    expect(await store.dispatch(refreshCurrentUser())).toBeNull();
    expect(store.getState().user.current.balance).toBe(12.5);
  });

  it('subscribing from the wallet sends no card, then reloads the list and the balance', async () => {
    const { store, bodies } = subscribingStore(ok(transaction()), {
      'GET /subscriptions/user/search': () => ok({ data: [subscription], total: 1 }),
      'GET /users/me': () => ok({ ...fan, balance: 1 }),
    });
    const outcome = await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'yearly' }));
    expect(outcome.kind).toBe('success');
    expect(bodies).toEqual([{ performerId: 'p1', type: 'yearly' }]);
    expect(isSubscribedTo(store.getState(), 'p1', 'yearly')).toBe(true);
    expect(store.getState().user.current.balance).toBe(1);
  });

  it('a card payment sends the card; a free trial never does', async () => {
    const { store, bodies } = subscribingStore(ok(transaction({ status: 'processing' })), {
      'GET /subscriptions/user/search': () => ok({ data: [], total: 0 }),
    });
    const outcome = await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'monthly', cardId: 'tok_1' }));
    expect(outcome.kind).toBe('pending');
    await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'free', cardId: 'tok_1' }));
    expect(bodies).toEqual([
      { performerId: 'p1', type: 'monthly', cardId: 'tok_1' },
      { performerId: 'p1', type: 'free' },
    ]);
  });

  it('3-D Secure: the confirm step, then approve succeeds and decline fails with the gateway message', async () => {
    const approvals: unknown[] = [];
    const { store } = storeWith(
      {
        'POST /payment/subscribe/performers': () =>
          ok(transaction({ status: 'require_authentication', nextAction: 'authenticate' })),
        'POST /sandbox/payments/t1/authenticate': (init) => {
          const { approve } = jsonBody(init);
          approvals.push(approve);
          return ok(
            approve
              ? transaction()
              : transaction({ status: 'fail', failureMessage: 'Authentication failed', subscription: undefined }),
          );
        },
        'GET /subscriptions/user/search': () => ok({ data: [subscription], total: 1 }),
        'GET /users/me': () => ok(fan),
      },
      { user: fan },
    );
    const first = await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'yearly', cardId: 'tok_3ds' }));
    expect(first.kind).toBe('authenticate');
    expect(store.getState().subscriptions.userSubscriptions).toEqual([]);
    expect(await store.dispatch(authenticatePayment('t1', false))).toEqual({
      kind: 'failed',
      message: 'Authentication failed',
    });
    expect((await store.dispatch(authenticatePayment('t1', true))).kind).toBe('success');
    expect(approvals).toEqual([false, true]);
    expect(isSubscribedTo(store.getState(), 'p1')).toBe(true);
  });

  it('API errors come back with their message, and a failed payment without one says so', async () => {
    let answer: ReturnType<FakeRoute> = fail(422, "You've subscribed for free already!");
    const { store } = storeWith({ 'POST /payment/subscribe/performers': () => answer }, { user: fan });
    expect(await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'free' }))).toEqual({
      kind: 'failed',
      message: "You've subscribed for free already!",
    });
    answer = fail(422, MESSAGES.insufficientBalance);
    expect(await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'yearly' }))).toEqual({
      kind: 'failed',
      message: 'You have an insufficient wallet balance. Please top up.',
    });
    answer = ok(transaction({ status: 'fail' }));
    expect(await store.dispatch(subscribeToPerformer({ performerId: 'p1', type: 'yearly' }))).toEqual({
      kind: 'failed',
      message: PAYMENT_FAILED,
    });
  });

  it('cancelling posts to the subscription gateway and reloads the list; a failure throws', async () => {
    const calls: string[] = [];
    const { store } = storeWith(
      {
        'POST /payment/sandbox/cancel-subscription/s1': (_init, url) => {
          calls.push(url.pathname);
          return ok({ success: true });
        },
        'GET /subscriptions/user/search': (_init, url) => {
          calls.push(url.pathname);
          return ok({ data: [{ ...subscription, status: 'deactivated' }], total: 1 });
        },
      },
      { user: fan },
    );
    await store.dispatch(cancelSubscription({ _id: 's1', paymentGateway: 'sandbox' }));
    expect(calls).toEqual(['/payment/sandbox/cancel-subscription/s1', '/subscriptions/user/search']);
    expect(store.getState().subscriptions.userSubscriptions[0]?.status).toBe('deactivated');
    await expect(store.dispatch(cancelSubscription({ _id: 's2', paymentGateway: 'sandbox' }))).rejects.toThrow(
      'Not Found',
    );
  });
});
