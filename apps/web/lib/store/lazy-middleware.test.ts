import { configureStore, createSlice, type Middleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { lazyMiddlewareSlot, registerLazyMiddleware } from './lazy-middleware';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { bumped: (n) => n + 1 },
});

const storeWithSlot = () =>
  configureStore({ reducer: counter.reducer, middleware: (d) => d().concat(lazyMiddlewareSlot()) });

describe('lazy middleware', () => {
  it('reaches a store made before it was registered, set up once per store, in registration order', () => {
    const early = storeWithSlot();
    early.dispatch(counter.actions.bumped());
    const setUps: string[] = [];
    const seen: string[] = [];
    const recorder =
      (name: string): Middleware =>
      () => {
        setUps.push(name);
        return (next) => (action) => {
          seen.push(`${name}:${(action as { type: string }).type}`);
          return next(action);
        };
      };
    const first = recorder('first');
    registerLazyMiddleware(first);
    registerLazyMiddleware(first);
    early.dispatch(counter.actions.bumped());
    registerLazyMiddleware(recorder('second'));
    early.dispatch(counter.actions.bumped());
    const late = storeWithSlot();
    late.dispatch(counter.actions.bumped());

    expect(early.getState()).toBe(3);
    expect(late.getState()).toBe(1);
    expect(setUps).toEqual(['first', 'second', 'first', 'second']);
    expect(seen).toEqual([
      'first:counter/bumped',
      'first:counter/bumped',
      'second:counter/bumped',
      'first:counter/bumped',
      'second:counter/bumped',
    ]);
  });
});
