'use client';

import { requiredContext } from '@/lib/ui/required-context';
import type { PublicConfig } from './runtime-config';

const [Provider, useConfig] = requiredContext<PublicConfig>('usePublicConfig', 'ConfigProvider');

export const ConfigProvider = Provider;

/** Runtime configuration the server passed down (API_PUBLIC_URL and friends). */
export const usePublicConfig: () => PublicConfig = useConfig;
