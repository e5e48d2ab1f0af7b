import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { PublicSettings } from '@fanlane/shared';
import { authSlice, sessionRestored } from '@/features/auth/auth.slice';
import { feedsSlice } from '@/features/feeds/feeds.slice';
import { conversationsSlice } from '@/features/messages/conversations.slice';
import { messagesSlice } from '@/features/messages/messages.slice';
import { followSlice } from '@/features/follow/follow.slice';
import { realtimeSlice } from '@/features/realtime/realtime.slice';
import { settingsLoaded, settingsSlice } from '@/features/settings/settings.slice';
import { streamMessagesSlice } from '@/features/streaming/stream-messages.slice';
import { streamingSlice } from '@/features/streaming/streaming.slice';
import { subscriptionsSlice } from '@/features/subscriptions/subscriptions.slice';
import { uiSlice } from '@/features/ui/ui.slice';
import { userLoaded, userSlice } from '@/features/user/user.slice';
import { walletSlice } from '@/features/wallet/wallet.slice';
import type { CurrentUser } from '@/features/user/user.types';
import type { ApiClient } from '@/lib/api/client';
import { lazyMiddlewareSlot } from './lazy-middleware';

/** Where thunks keep the session token; the browser uses the `token` cookie. */
export interface TokenStore {
  setToken(token: string, remember: boolean): void;
  clearToken(): void;
}

/** What thunks are given instead of importing globals, so tests pass fakes. */
export interface StoreDeps {
  api: ApiClient;
  session: TokenStore;
}

/**
 * Slices injected when their module loads (`rootReducer.inject`): RTK Query's `appApi` (lib/api/rtk.ts)
 * adds itself, so a page with no query does not load RTK Query.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  ui: uiSlice.reducer,
  settings: settingsSlice.reducer,
  auth: authSlice.reducer,
  user: userSlice.reducer,
  follow: followSlice.reducer,
  feeds: feedsSlice.reducer,
  subscriptions: subscriptionsSlice.reducer,
  realtime: realtimeSlice.reducer,
  wallet: walletSlice.reducer,
  conversations: conversationsSlice.reducer,
  messages: messagesSlice.reducer,
  streamMessages: streamMessagesSlice.reducer,
  streaming: streamingSlice.reducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreSeed {
  settings?: PublicSettings;
  user?: CurrentUser | null;
}

export function makeStore(deps: StoreDeps, seed: StoreSeed = {}) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: deps } }).concat(lazyMiddlewareSlot()),
  });
  if (seed.settings) store.dispatch(settingsLoaded(seed.settings));
  if (seed.user) {
    store.dispatch(userLoaded(seed.user));
    store.dispatch(sessionRestored());
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreDeps, UnknownAction>;
