import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentCard, PaymentTransaction } from '@fanlane/shared';
import { resetOnLogout } from '@/lib/store/reset-on-logout';

/** The page's own word when a payment fails without the gateway's or the API's message (see usePaymentMessage). */
export const PAYMENT_FAILED = 'The payment did not go through';

/** The fan's saved payment cards (GET /payment-cards). */
export interface CardsState {
  items: PaymentCard[];
  loading: boolean;
  loaded: boolean;
  error: string | null;
}

/**
 * Where a top-up is: `paying` while the gateway answers, `authenticate` while the sandbox's
 * 3-D Secure step waits for the fan, `confirming` while that answer is sent, then `success` or
 * `failed` (with the gateway's or the API's message).
 */
export type TopUpPhase = 'idle' | 'paying' | 'authenticate' | 'confirming' | 'success' | 'failed';

export interface TopUpState {
  phase: TopUpPhase;
  transaction: PaymentTransaction | null;
  error: string | null;
}

export interface WalletState {
  cards: CardsState;
  topUp: TopUpState;
  /**
   * Items bought during this session (a purchase here, or `token_transaction_success` from another
   * tab), by id, with the order they were bought in: a page showing one re-reads it once.
   */
  purchased: Record<string, number>;
  purchases: number;
}

export const initialCards: CardsState = { items: [], loading: false, loaded: false, error: null };
export const idleTopUp: TopUpState = { phase: 'idle', transaction: null, error: null };

export const initialWalletState: WalletState = {
  cards: initialCards,
  topUp: idleTopUp,
  purchased: {},
  purchases: 0,
};

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    cardsRequested: (state) => {
      state.cards.loading = true;
      state.cards.error = null;
    },
    cardsLoaded: (state, action: PayloadAction<PaymentCard[]>) => {
      state.cards = { items: action.payload, loading: false, loaded: true, error: null };
    },
    cardsFailed: (state, action: PayloadAction<string>) => {
      state.cards.loading = false;
      state.cards.loaded = true;
      state.cards.error = action.payload;
    },
    /** A card saved: first in the list (the newest is the one used by default). */
    cardAdded: (state, action: PayloadAction<PaymentCard>) => {
      state.cards.items = [action.payload, ...state.cards.items.filter((c) => c._id !== action.payload._id)];
    },
    cardRemoved: (state, action: PayloadAction<string>) => {
      state.cards.items = state.cards.items.filter((c) => c._id !== action.payload);
    },

    topUpStarted: (state) => {
      state.topUp = { phase: 'paying', transaction: null, error: null };
    },
    /** The gateway's answer: success, a confirm step, a failure, or still processing. */
    topUpAnswered: (state, action: PayloadAction<PaymentTransaction>) => {
      const transaction = action.payload;
      state.topUp.transaction = transaction;
      if (transaction.status === 'success') {
        state.topUp.phase = 'success';
        state.topUp.error = null;
      } else if (transaction.status === 'require_authentication') {
        state.topUp.phase = 'authenticate';
        state.topUp.error = null;
      } else if (transaction.status === 'created' || transaction.status === 'processing') {
        state.topUp.phase = 'paying';
      } else {
        state.topUp.phase = 'failed';
        state.topUp.error = transaction.failureMessage || PAYMENT_FAILED;
      }
    },
    topUpConfirming: (state) => {
      state.topUp.phase = 'confirming';
      state.topUp.error = null;
    },
    topUpFailed: (state, action: PayloadAction<string>) => {
      state.topUp.phase = 'failed';
      state.topUp.error = action.payload;
    },
    topUpReset: (state) => {
      state.topUp = idleTopUp;
    },

    /** An item bought (first signal wins: the API's answer or the socket event, whichever comes first). */
    itemPurchased: (state, action: PayloadAction<string>) => {
      if (!action.payload || state.purchased[action.payload] !== undefined) return;
      state.purchases += 1;
      state.purchased[action.payload] = state.purchases;
    },
  },
  extraReducers: resetOnLogout(initialWalletState),
});

export const {
  cardsRequested,
  cardsLoaded,
  cardsFailed,
  cardAdded,
  cardRemoved,
  topUpStarted,
  topUpAnswered,
  topUpConfirming,
  topUpFailed,
  topUpReset,
  itemPurchased,
} = walletSlice.actions;

/** Whether the top-up form is busy (its buttons wait). */
export const topUpBusy = (phase: TopUpPhase): boolean =>
  phase === 'paying' || phase === 'confirming' || phase === 'authenticate';
