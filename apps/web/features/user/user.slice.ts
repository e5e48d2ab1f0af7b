import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, loginSucceeded } from '@/features/auth/auth.slice';
import type { CurrentUser } from './user.types';

/** Shown wherever a user has no avatar of their own. */
export const DEFAULT_AVATAR = '/avatar-placeholder.svg';

export interface UserState {
  current: CurrentUser & { avatar: string };
  updating: boolean;
  updateSuccess: boolean;
  updateError: string | null;
  /** Result of the last password change. */
  updatedPassword: boolean | null;
}

const anonymous: UserState['current'] = {
  _id: '',
  name: '',
  username: '',
  email: '',
  avatar: DEFAULT_AVATAR,
  cover: '',
  isPerformer: false,
  balance: 0,
};

export const initialUserState: UserState = {
  current: anonymous,
  updating: false,
  updateSuccess: false,
  updateError: null,
  updatedPassword: null,
};

function withAvatar(user: CurrentUser): UserState['current'] {
  return { ...user, avatar: user.avatar || DEFAULT_AVATAR };
}

export const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    userLoaded: (state, action: PayloadAction<CurrentUser>) => {
      state.current = withAvatar(action.payload);
    },
    updateRequested: (state) => {
      state.updating = true;
      state.updateSuccess = false;
      state.updateError = null;
    },
    updateSucceeded: (state, action: PayloadAction<CurrentUser>) => {
      state.current = withAvatar(action.payload);
      state.updating = false;
      state.updateSuccess = true;
      state.updateError = null;
    },
    updateFailed: (state, action: PayloadAction<string>) => {
      state.updating = false;
      state.updateSuccess = false;
      state.updateError = action.payload;
    },
    /** Part of the account changed on its own (an avatar, a cover, a document upload). */
    userPatched: (state, action: PayloadAction<Partial<CurrentUser>>) => {
      state.current = withAvatar({ ...state.current, ...action.payload });
    },
    passwordUpdated: (state, action: PayloadAction<boolean>) => {
      state.updatedPassword = action.payload;
    },
    /** Tokens added to the wallet raise the balance (spec section 3). */
    balanceIncreased: (state, action: PayloadAction<number>) => {
      state.current.balance = (state.current.balance ?? 0) + action.payload;
    },
    balanceSet: (state, action: PayloadAction<number>) => {
      state.current.balance = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginSucceeded, (state, action) => {
        state.current = withAvatar(action.payload.user);
      })
      .addCase(loggedOut, () => initialUserState);
  },
});

export const {
  userLoaded,
  updateRequested,
  updateSucceeded,
  updateFailed,
  userPatched,
  passwordUpdated,
  balanceIncreased,
  balanceSet,
} = userSlice.actions;
