import { pagedSchema, payoutRequestSchema, type Paged, type PayoutRequest } from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

/** Finance staff's payout requests (GET/POST /admin/payout-requests/...). */
export const adminPayoutsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adminPayouts: build.query<Paged<PayoutRequest>, QueryParams>({
      query: (query) => ({ path: '/admin/payout-requests/search', query, schema: pagedSchema(payoutRequestSchema) }),
      providesTags: ['Payouts'],
    }),
    /** One request with the full payment details (what the operator pays to). */
    adminPayout: build.query<PayoutRequest, string>({
      query: (id) => ({ path: `/admin/payout-requests/${encodeURIComponent(id)}`, schema: payoutRequestSchema }),
      providesTags: ['Payouts'],
    }),
    setPayoutStatus: build.mutation<
      PayoutRequest,
      { id: string; status: 'approved' | 'rejected' | 'done'; adminNote: string }
    >({
      query: ({ id, ...body }) => ({
        path: `/admin/payout-requests/status/${encodeURIComponent(id)}`,
        method: 'POST',
        body,
        schema: payoutRequestSchema,
      }),
      invalidatesTags: ['Payouts', 'AdminAudit'],
    }),
  }),
});

export const { useAdminPayoutsQuery, useAdminPayoutQuery, useSetPayoutStatusMutation } = adminPayoutsApi;
