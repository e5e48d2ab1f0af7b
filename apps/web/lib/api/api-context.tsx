'use client';

import type { ReactNode } from 'react';
import { requiredContext } from '@/lib/ui/required-context';
import type { ApiClient } from './client';

const [Provider, useClient] = requiredContext<ApiClient>('useApi', 'ApiProvider');

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <Provider value={client}>{children}</Provider>;
}

/** The browser's API client (API_PUBLIC_URL, token from the cookie). */
export const useApi: () => ApiClient = useClient;
