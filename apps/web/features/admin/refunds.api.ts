import { adminRefundRequestSchema, type AdminRefundRequest, type RefundDecision } from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import { pagedQuery, recordAction } from '@/lib/api/endpoint-shapes';

/** Refund requests in the review queue (GET /admin/refund-requests/search, POST .../{id}/resolve). */
export const refundsAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    refundRequests: pagedQuery<AdminRefundRequest>(build, '/admin/refund-requests/search', adminRefundRequestSchema, [
      'AdminQueue',
    ]),
    resolveRefund: recordAction<AdminRefundRequest, RefundDecision>(build, {
      method: 'POST',
      path: (id) => `/admin/refund-requests/${encodeURIComponent(id)}/resolve`,
      schema: adminRefundRequestSchema,
      invalidates: ['AdminQueue', 'AdminAudit', 'AdminUsers', 'RefundRequests'],
    }),
  }),
});

export const { useRefundRequestsQuery, useResolveRefundMutation } = refundsAdminApi;
