import { cache } from 'react';
import { describeForLog } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';

export interface CountryCheck {
  blocked: boolean;
  country: string | null;
}

/**
 * GET /block/countries/check for the visitor's IP (sent in x-client-ip). Fails open: when the
 * check cannot be made the visitor is not blocked, and the failure is logged.
 */
export const checkCountry = cache(async (): Promise<CountryCheck> => {
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const answer = await api.get<Partial<CountryCheck> | null>('/block/countries/check', {
      query: { fromServerRequest: true },
      token: null,
    });
    return { blocked: answer?.blocked === true, country: answer?.country ?? null };
  } catch (error) {
    const reason = describeForLog(error);
    console.error(`[web] GET /block/countries/check failed: ${reason}`);
    return { blocked: false, country: null };
  }
});
