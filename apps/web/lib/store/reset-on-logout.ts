import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { loggedOut } from '@/features/auth/auth.slice';

/** A slice's `extraReducers` that puts it back to `initialState` when the user logs out. */
export function resetOnLogout<S>(initialState: S): (builder: ActionReducerMapBuilder<S>) => void {
  return (builder) => {
    builder.addCase(loggedOut, () => initialState);
  };
}
