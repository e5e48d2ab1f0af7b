import {
  adminRefundRequestSchema,
  pagedSchema,
  type AdminRefundRequest,
  type Paged,
  type RefundDecision,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

/** Refund requests in the review queue (GET /admin/refund-requests/search, POST .../{id}/resolve). */
export const refundsAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    refundRequests: build.query<Paged<AdminRefundRequest>, QueryParams>({
      query: (query) => ({
        path: '/admin/refund-requests/search',
        query,
        schema: pagedSchema(adminRefundRequestSchema),
      }),
      providesTags: ['AdminQueue'],
    }),
    resolveRefund: build.mutation<AdminRefundRequest, { id: string } & RefundDecision>({
      query: ({ id, ...body }) => ({
        path: `/admin/refund-requests/${encodeURIComponent(id)}/resolve`,
        method: 'POST',
        body,
        schema: adminRefundRequestSchema,
      }),
      invalidatesTags: ['AdminQueue', 'AdminAudit', 'AdminUsers', 'RefundRequests'],
    }),
  }),
});

export const { useRefundRequestsQuery, useResolveRefundMutation } = refundsAdminApi;
