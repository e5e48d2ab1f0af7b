'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * A context that must be provided: its provider (given `value`) and a hook that returns the value,
 * throwing "`hookName` must be used inside `providerName`" where no provider is above.
 */
export function requiredContext<T>(
  hookName: string,
  providerName: string,
): [Provider: (props: { value: T; children: ReactNode }) => ReactNode, useValue: () => T] {
  const Context = createContext<T | null>(null);
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function useValue(): T {
    const value = useContext(Context);
    if (!value) throw new Error(`${hookName} must be used inside ${providerName}`);
    return value;
  }
  return [Provider, useValue];
}
