import { cache } from 'react';
import { describeForLog, isApiError } from '@/lib/api/error';
import { getServerApi } from '@/lib/api/server';

export type ItemResult<T> = { kind: 'found'; item: T } | { kind: 'forbidden'; message: string } | { kind: 'missing' };

/** Only ids and slugs reach the API from an address. */
export const isItemKey = (value: string) => /^[A-Za-z0-9_-]{1,120}$/.test(value);

const hasId = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';

/**
 * One item for a page, with the visitor's token and IP (`GET /performer-assets/galleries/{id}` and
 * the like), once per request: found, forbidden (blocked creator or country) or missing.
 */
export const loadItem = cache(async <T>(path: string): Promise<ItemResult<T>> => {
  // Outside the try: request-time APIs signal Next.js by throwing, which must not be swallowed.
  const api = await getServerApi();
  try {
    const item = await api.get<unknown>(path, { query: { fromServerRequest: true } });
    return hasId(item) ? { kind: 'found', item: item as T } : { kind: 'missing' };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return { kind: 'forbidden', message: error.message };
    if (!isApiError(error) || error.status !== 404) console.warn(`[web] GET ${path}: ${describeForLog(error)}`);
    return { kind: 'missing' };
  }
});

/** The creator's own item for the studio (`.../{id}/view`); null when it is not theirs. */
export async function loadOwnItem<T>(path: string): Promise<T | null> {
  const api = await getServerApi();
  try {
    const item = await api.get<unknown>(path);
    return hasId(item) ? (item as T) : null;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) console.warn(`[web] GET ${path}: ${describeForLog(error)}`);
    return null;
  }
}
