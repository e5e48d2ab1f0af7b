import {
  pagedSchema,
  paymentTransactionSchema,
  reconcileReportSchema,
  tokenTransactionSchema,
  walletDebtSchema,
  type Paged,
  type PaymentTransaction,
  type ReconcileReport,
  type TokenTransaction,
  type WalletDebt,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import type { QueryParams } from '@/lib/api/query';

/** The Money section's lists and actions (finance and admins): payments, wallet lines, refunds, debts, reconcile. */
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
    /** The fans who owe tokens after a chargeback (only accounts with a debt). */
    adminWalletDebts: build.query<Paged<WalletDebt>, QueryParams>({
      query: (query) => ({ path: '/admin/wallet-debts', query, schema: pagedSchema(walletDebtSchema) }),
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

export const {
  useAdminPaymentsQuery,
  useAdminChargesQuery,
  useAdminWalletDebtsQuery,
  useRefundChargeMutation,
  useReconcileMutation,
} = moneyAdminApi;
