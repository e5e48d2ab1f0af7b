import { cache } from 'react';
import { getServerApi, readSessionToken } from '@/lib/api/server';
import type { CurrentUser } from '@/features/user/user.types';

/**
 * The signed-in visitor: the `token` cookie checked with GET /users/me, once per request.
 * Null without a cookie, or when the API rejects the token or cannot be reached.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const token = await readSessionToken();
  if (!token) return null;
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const user = await api.get<CurrentUser | null>('/users/me');
    return user && typeof user._id === 'string' ? user : null;
  } catch {
    return null;
  }
});
