'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from './runtime-config';

const ConfigContext = createContext<PublicConfig | null>(null);

export function ConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={value}>{children}</ConfigContext.Provider>;
}

/** Runtime configuration the server passed down (API_PUBLIC_URL and friends). */
export function usePublicConfig(): PublicConfig {
  const value = useContext(ConfigContext);
  if (!value) throw new Error('usePublicConfig must be used inside ConfigProvider');
  return value;
}
