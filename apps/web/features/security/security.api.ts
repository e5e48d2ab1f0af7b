import { z } from 'zod';
import {
  passkeyCreationOptionsSchema,
  passkeyItemSchema,
  sessionItemSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type PasskeyItem,
  type SessionItem,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';

const done = z.literal(true);

/** The caller's sessions and two-factor sign-in (issue #19), for /account/security. */
export const securityApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<SessionItem[], void>({
      query: () => ({ path: '/auth/sessions', schema: z.array(sessionItemSchema) }),
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<unknown, string>({
      query: (id) => ({ path: `/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE', schema: done }),
      invalidatesTags: ['Sessions'],
    }),
    endOtherSessions: build.mutation<{ revoked: number }, void>({
      query: () => ({ path: '/auth/sessions', method: 'DELETE', schema: z.object({ revoked: z.number() }) }),
      invalidatesTags: ['Sessions'],
    }),
    twoFactorStatus: build.query<z.infer<typeof twoFactorStatusSchema>, void>({
      query: () => ({ path: '/auth/2fa', schema: twoFactorStatusSchema }),
      providesTags: ['TwoFactor'],
    }),
    startTwoFactor: build.mutation<z.infer<typeof twoFactorSetupSchema>, void>({
      query: () => ({ path: '/auth/2fa/setup', method: 'POST', schema: twoFactorSetupSchema }),
    }),
    enableTwoFactor: build.mutation<{ recoveryCodes: string[] }, { code: string }>({
      query: (body) => ({
        path: '/auth/2fa/enable',
        method: 'POST',
        body,
        schema: z.object({ recoveryCodes: z.array(z.string()) }),
      }),
      invalidatesTags: ['TwoFactor'],
    }),
    disableTwoFactor: build.mutation<unknown, { code?: string; password?: string }>({
      query: (body) => ({ path: '/auth/2fa/disable', method: 'POST', body, schema: done }),
      invalidatesTags: ['TwoFactor'],
    }),
    passkeys: build.query<PasskeyItem[], void>({
      query: () => ({ path: '/auth/passkeys', schema: z.array(passkeyItemSchema) }),
      providesTags: ['Passkeys'],
    }),
    startPasskey: build.mutation<z.infer<typeof passkeyCreationOptionsSchema>, void>({
      query: () => ({ path: '/auth/passkeys/register/options', method: 'POST', schema: passkeyCreationOptionsSchema }),
    }),
    addPasskey: build.mutation<PasskeyItem, { response: unknown; name?: string }>({
      query: (body) => ({ path: '/auth/passkeys/register', method: 'POST', body, schema: passkeyItemSchema }),
      invalidatesTags: ['Passkeys'],
    }),
    renamePasskey: build.mutation<PasskeyItem, { id: string; name: string }>({
      query: ({ id, name }) => ({
        path: `/auth/passkeys/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { name },
        schema: passkeyItemSchema,
      }),
      invalidatesTags: ['Passkeys'],
    }),
    removePasskey: build.mutation<unknown, string>({
      query: (id) => ({ path: `/auth/passkeys/${encodeURIComponent(id)}`, method: 'DELETE', schema: done }),
      invalidatesTags: ['Passkeys'],
    }),
  }),
});

export const {
  usePasskeysQuery,
  useStartPasskeyMutation,
  useAddPasskeyMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
  useSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useTwoFactorStatusQuery,
  useStartTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = securityApi;
