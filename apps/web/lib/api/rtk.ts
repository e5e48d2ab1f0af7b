import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { MESSAGES, type DomainCode } from '@fanlane/shared';
import type { z } from 'zod';
import type { WithSlice } from '@reduxjs/toolkit';
import { registerLazyMiddleware } from '@/lib/store/lazy-middleware';
import { rootReducer, type StoreDeps } from '@/lib/store/store';
import type { HttpMethod } from './client';
import { codeOf, isApiError, messageOf } from './error';
import type { QueryParams } from './query';

/** One call for RTK Query: the path and query of the contract, and the shared schema of the answer. */
export interface ApiArgs {
  path: string;
  method?: HttpMethod;
  query?: QueryParams;
  body?: unknown;
  /** The `@fanlane/shared` schema the answer's `data` is parsed with (an unparsed answer is a bug). */
  schema: z.ZodType;
}

/** What a failed query holds: the HTTP status (0: no answer), the message to show and the domain code. */
export interface ApiQueryError {
  status: number;
  message: string;
  /** The body's domain code (docs/errors.md), to branch on; absent when it had none. */
  code?: DomainCode;
}

/**
 * RTK Query over the app's one HTTP client (the store's `api`, so tests pass a fake): every answer
 * is parsed with its shared zod schema, a failure becomes `{ status, message }`.
 */
export const apiBaseQuery: BaseQueryFn<ApiArgs, unknown, ApiQueryError> = async (args, { extra, signal }) => {
  const { api } = extra as StoreDeps;
  try {
    const data = await api.request<unknown>(args.method ?? 'GET', args.path, {
      query: args.query,
      body: args.body,
      signal,
    });
    const parsed = args.schema.safeParse(data);
    if (!parsed.success) {
      console.error(`[api] ${args.path}: the answer does not match its schema`, parsed.error.issues.slice(0, 3));
      return { error: { status: 200, message: MESSAGES.somethingWentWrong } };
    }
    return { data: parsed.data };
  } catch (error) {
    const code = codeOf(error);
    return {
      error: { status: isApiError(error) ? error.status : 0, message: messageOf(error), ...(code ? { code } : {}) },
    };
  }
};

/**
 * The app's server state (docs/web.md): features add their endpoints with
 * `appApi.injectEndpoints`, in `<feature>.api.ts`, and components use the generated hooks.
 * Tags name what a mutation invalidates.
 */
export const appApi = createApi({
  reducerPath: 'appApi',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'AdminQueue',
    'AdminUsers',
    'AdminAudit',
    'AdminSettings',
    'AdminStreams',
    'AdminCatalog',
    'AdminMoney',
    'RefundRequests',
    'Earnings',
    'Payouts',
    'PayoutMethods',
    'Orders',
    'Addresses',
    'Notifications',
    'Sessions',
    'TwoFactor',
    'Passkeys',
  ],
  // No refetch on focus or reconnect: both need RTK's `setupListeners`, which the app does not run
  // (pages render from the server first; mutations and socket events invalidate by tag).
  endpoints: () => ({}),
});

declare module '@/lib/store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the store's interface
  export interface LazyLoadedSlices extends WithSlice<typeof appApi> {}
}

// The store is made before this module loads on most pages: it takes the cache and its middleware now.
rootReducer.inject(appApi);
registerLazyMiddleware(appApi.middleware);
