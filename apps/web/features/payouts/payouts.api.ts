import { z } from 'zod';
import {
  pagedSchema,
  payoutCalculationSchema,
  payoutRequestSchema,
  stripeConnectStatusSchema,
  type BankingSettingsInput,
  type Paged,
  type PayoutCalculation,
  type PayoutRequest,
  type PayoutRequestInput,
  type StripeConnectStatus,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

const record = z.record(z.string(), z.unknown());
const link = z.object({ url: z.string() });

/** The creator's payouts (contract 3.16) and payout methods (3.2), through RTK Query. */
export const payoutsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    payoutCalculation: build.query<PayoutCalculation, void>({
      query: () => ({ path: '/payout-requests/calculate', method: 'POST', schema: payoutCalculationSchema }),
      providesTags: ['Payouts'],
    }),
    myPayouts: build.query<Paged<PayoutRequest>, QueryParams>({
      query: (query) => ({ path: '/payout-requests/search', query, schema: pagedSchema(payoutRequestSchema) }),
      providesTags: ['Payouts'],
    }),
    requestPayout: build.mutation<PayoutRequest, PayoutRequestInput>({
      query: (body) => ({ path: '/payout-requests', method: 'POST', body, schema: payoutRequestSchema }),
      invalidatesTags: ['Payouts', 'Earnings'],
    }),
    cancelPayout: build.mutation<PayoutRequest, string>({
      query: (id) => ({
        path: `/payout-requests/${encodeURIComponent(id)}`,
        method: 'DELETE',
        schema: payoutRequestSchema,
      }),
      invalidatesTags: ['Payouts', 'Earnings'],
    }),
    saveBanking: build.mutation<Record<string, unknown>, BankingSettingsInput>({
      query: (body) => ({ path: '/performers/banking-settings', method: 'PUT', body, schema: record }),
      invalidatesTags: ['PayoutMethods'],
    }),
    savePaypal: build.mutation<Record<string, unknown>, { email: string; phoneNumber?: string }>({
      query: (value) => ({
        path: '/performers/payment-gateway-settings',
        method: 'PUT',
        body: { key: 'paypal', value },
        schema: record,
      }),
      invalidatesTags: ['PayoutMethods'],
    }),
    connectStripe: build.mutation<{ url: string }, void>({
      query: () => ({ path: '/stripe/accounts', method: 'POST', schema: link }),
      invalidatesTags: ['PayoutMethods'],
    }),
    stripeStatus: build.query<StripeConnectStatus, void>({
      query: () => ({ path: '/stripe/accounts', schema: stripeConnectStatusSchema }),
      providesTags: ['PayoutMethods'],
    }),
    editPayout: build.mutation<PayoutRequest, PayoutRequestInput & { id: string }>({
      query: ({ id, ...body }) => ({
        path: `/payout-requests/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        schema: payoutRequestSchema,
      }),
      invalidatesTags: ['Payouts', 'Earnings'],
    }),
  }),
});

export const {
  usePayoutCalculationQuery,
  useMyPayoutsQuery,
  useRequestPayoutMutation,
  useCancelPayoutMutation,
  useSaveBankingMutation,
  useSavePaypalMutation,
  useConnectStripeMutation,
  useStripeStatusQuery,
  useEditPayoutMutation,
} = payoutsApi;
