import {
  pagedSchema,
  paymentTransactionSchema,
  reconcileReportSchema,
  tokenTransactionSchema,
  type Paged,
  type PaymentTransaction,
  type ReconcileReport,
  type TokenTransaction,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

/** The Money section's lists and actions (finance and admins): payments, wallet lines, refunds, reconcile. */
export const moneyAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adminPayments: build.query<Paged<PaymentTransaction>, QueryParams>({
      query: (query) => ({
        path: '/payment/transactions/admin/search',
        query,
        schema: pagedSchema(paymentTransactionSchema),
      }),
      providesTags: ['AdminMoney'],
    }),
    adminCharges: build.query<Paged<TokenTransaction>, QueryParams>({
      query: (query) => ({ path: '/admin/wallet/charges/search', query, schema: pagedSchema(tokenTransactionSchema) }),
      providesTags: ['AdminMoney'],
    }),
    refundCharge: build.mutation<TokenTransaction, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        path: `/admin/wallet/charges/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body: { reason },
        schema: tokenTransactionSchema,
      }),
      invalidatesTags: ['AdminMoney', 'AdminAudit'],
    }),
    /** Runs the reconcile on the server (a mutation: each click runs it again, and it is audited). */
    reconcile: build.mutation<ReconcileReport, void>({
      query: () => ({ path: '/admin/ledger/reconcile', schema: reconcileReportSchema }),
      invalidatesTags: ['AdminAudit'],
    }),
  }),
});

export const { useAdminPaymentsQuery, useAdminChargesQuery, useRefundChargeMutation, useReconcileMutation } =
  moneyAdminApi;
