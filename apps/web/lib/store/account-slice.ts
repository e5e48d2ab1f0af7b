import { createSlice, type SliceCaseReducers, type ValidateSliceCaseReducers } from '@reduxjs/toolkit';
import { resetOnLogout } from './reset-on-logout';

/**
 * A slice of the signed-in account's own state (followed creators, messages, private requests):
 * `createSlice` whose `extraReducers` put it back to `initialState` when the user logs out.
 */
export function createAccountSlice<State, CaseReducers extends SliceCaseReducers<State>, Name extends string>(
  name: Name,
  initialState: State,
  reducers: ValidateSliceCaseReducers<State, CaseReducers>,
) {
  return createSlice({ name, initialState, reducers, extraReducers: resetOnLogout(initialState) });
}
