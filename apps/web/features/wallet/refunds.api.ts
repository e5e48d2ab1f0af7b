import { z } from 'zod';
import { refundRequestSchema, type RefundRequest } from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';

/** A fan's refund requests (GET /wallet/refund-requests) and asking for one (POST /wallet/charges/{id}/refund-request). */
export const walletRefundsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    myRefundRequests: build.query<RefundRequest[], void>({
      query: () => ({ path: '/wallet/refund-requests', schema: z.array(refundRequestSchema) }),
      providesTags: ['RefundRequests'],
    }),
    requestRefund: build.mutation<RefundRequest, { chargeId: string; reason: string }>({
      query: ({ chargeId, reason }) => ({
        path: `/wallet/charges/${encodeURIComponent(chargeId)}/refund-request`,
        method: 'POST',
        body: { reason },
        schema: refundRequestSchema,
      }),
      invalidatesTags: ['RefundRequests'],
    }),
  }),
});

export const { useMyRefundRequestsQuery, useRequestRefundMutation } = walletRefundsApi;
