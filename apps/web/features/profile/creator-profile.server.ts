import { cache } from 'react';
import { getServerApi } from '@/lib/api/server';
import { isApiError } from '@/lib/api/error';
import type { CreatorProfile } from './profile.types';

export type ProfileResult =
  { kind: 'found'; creator: CreatorProfile } | { kind: 'forbidden'; message: string } | { kind: 'missing' };

/** GET /performers/{username-or-id} with the visitor's IP (country rules), once per request. */
export const loadCreatorProfile = cache(async (profileId: string): Promise<ProfileResult> => {
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const creator = await api.get<CreatorProfile | null>(`/performers/${encodeURIComponent(profileId)}`, {
      query: { fromServerRequest: true },
    });
    return creator && typeof creator._id === 'string' ? { kind: 'found', creator } : { kind: 'missing' };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return { kind: 'forbidden', message: error.message };
    return { kind: 'missing' };
  }
});
