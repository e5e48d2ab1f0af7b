/** For unit tests only. */
import type { Action, Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * A reducer run over actions from its initial state: `run(a, b)` is the state after `a`, then `b`
 * (a slice's tests: `const run = actionRunner(slice.reducer, initialState)`).
 */
export function actionRunner<S, A extends Action = UnknownAction>(reducer: Reducer<S, A>, initialState: S) {
  return (...actions: A[]): S => actions.reduce(reducer, initialState);
}
