import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SUBSCRIPTION_TYPE,
  type PerformerDetails,
  type Subscription,
  type SubscriptionType,
} from '@fanlane/shared';
import { resetOnLogout } from '@/lib/store/reset-on-logout';

/** User subscription of spec section 3: what the app needs to know who a fan may see. */
export interface UserSubscription {
  _id?: string;
  performerId: string;
  status: Subscription['status'];
  subscriptionType: SubscriptionType;
  expiredAt: string;
}

/**
 * The creator the subscribe dialog is for: GET /performers/{id} (contract 4.3) or an embedded
 * `performer`; only the id is sure to be there.
 */
export type SubscribablePerformer = Pick<PerformerDetails, '_id'> &
  Partial<
    Pick<
      PerformerDetails,
      | 'name'
      | 'username'
      | 'avatar'
      | 'monthlyPrice'
      | 'yearlyPrice'
      | 'isFreeSubscription'
      | 'durationFreeSubscriptionDays'
      | 'usedFreeSubscription'
      | 'isSubscribed'
      | 'verifiedAccount'
    >
  >;

/** Subscription UI state of spec section 3, plus how the last load of the list went. */
export interface SubscriptionsState {
  showModal: boolean;
  performer: SubscribablePerformer | null;
  subscriptionType: SubscriptionType;
  userSubscriptions: UserSubscription[];
  loading: boolean;
  /** At least one load has answered (or failed). */
  loaded: boolean;
  /** 'Failed to fetch subscriptions' after a failed load (spec section 8). */
  error: string | null;
}

export const initialSubscriptionsState: SubscriptionsState = {
  showModal: false,
  performer: null,
  /** Spec section 9: the dialog starts on yearly. */
  subscriptionType: DEFAULT_SUBSCRIPTION_TYPE,
  userSubscriptions: [],
  loading: false,
  loaded: false,
  error: null,
};

/** Only the fields of spec section 3; an answer row without a performer id is dropped. */
export function toUserSubscriptions(rows: unknown): UserSubscription[] {
  if (!Array.isArray(rows)) return [];
  const list: UserSubscription[] = [];
  for (const row of rows as Partial<Subscription>[]) {
    if (!row || typeof row.performerId !== 'string' || row.performerId === '') continue;
    list.push({
      ...(typeof row._id === 'string' ? { _id: row._id } : {}),
      performerId: row.performerId,
      status: row.status ?? 'deactivated',
      subscriptionType: row.subscriptionType ?? DEFAULT_SUBSCRIPTION_TYPE,
      expiredAt: row.expiredAt ?? '',
    });
  }
  return list;
}

export const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState: initialSubscriptionsState,
  reducers: {
    /** Opens the subscribe dialog for a creator, on the given type or the default (yearly). */
    subscriptionModalOpened: (
      state,
      action: PayloadAction<{ performer: SubscribablePerformer; subscriptionType?: SubscriptionType }>,
    ) => {
      state.showModal = true;
      state.performer = action.payload.performer;
      state.subscriptionType = action.payload.subscriptionType ?? DEFAULT_SUBSCRIPTION_TYPE;
    },
    subscriptionModalClosed: (state) => {
      state.showModal = false;
      state.performer = null;
      state.subscriptionType = DEFAULT_SUBSCRIPTION_TYPE;
    },
    subscriptionTypeChosen: (state, action: PayloadAction<SubscriptionType>) => {
      state.subscriptionType = action.payload;
    },
    subscriptionsRequested: (state) => {
      state.loading = true;
      state.error = null;
    },
    /** The list replaces the previous one (it is always loaded whole, up to 100). */
    subscriptionsLoaded: (state, action: PayloadAction<UserSubscription[]>) => {
      state.userSubscriptions = action.payload;
      state.loading = false;
      state.loaded = true;
      state.error = null;
    },
    /** Spec section 4 and 8: on failure the list is emptied and the error text kept. */
    subscriptionsFailed: (state, action: PayloadAction<string>) => {
      state.userSubscriptions = [];
      state.loading = false;
      state.loaded = true;
      state.error = action.payload;
    },
  },
  extraReducers: resetOnLogout(initialSubscriptionsState),
});

export const {
  subscriptionModalOpened,
  subscriptionModalClosed,
  subscriptionTypeChosen,
  subscriptionsRequested,
  subscriptionsLoaded,
  subscriptionsFailed,
} = subscriptionsSlice.actions;
