import type { PayloadAction } from '@reduxjs/toolkit';

/** A slice's fields for one request: a flag up while it runs, and the message of its last failure. */
type RequestFields<FlagKey extends string, ErrorKey extends string> = Record<FlagKey, boolean> &
  Record<ErrorKey, string | null>;

/**
 * The case reducers of one request a slice tracks, on its `flag` (default `loading`) and `error`
 * (default `error`) fields: `started` raises the flag and clears the last error, `done` lowers it
 * and clears the error, `failed` lowers it and keeps the failure's message. A slice uses them as
 * its reducers, or calls them from a reducer that does more.
 */
export function requestCases<FlagKey extends string = 'loading', ErrorKey extends string = 'error'>(
  flag: FlagKey = 'loading' as FlagKey,
  error: ErrorKey = 'error' as ErrorKey,
) {
  const set = (state: RequestFields<FlagKey, ErrorKey>, running: boolean, message: string | null) => {
    const fields = state as Record<string, unknown>;
    fields[flag] = running;
    fields[error] = message;
  };
  return {
    started: (state: RequestFields<FlagKey, ErrorKey>) => set(state, true, null),
    done: (state: RequestFields<FlagKey, ErrorKey>) => set(state, false, null),
    failed: (state: RequestFields<FlagKey, ErrorKey>, action: PayloadAction<string>) =>
      set(state, false, action.payload),
  };
}
