import {
  paymentTransactionSchema,
  reconcileReportSchema,
  tokenTransactionSchema,
  walletDebtSchema,
  type PaymentTransaction,
  type ReconcileReport,
  type TokenTransaction,
  type WalletDebt,
} from '@fanlane/shared';
import { appApi } from '@/lib/api/rtk';
import { pagedQuery, recordAction } from '@/lib/api/endpoint-shapes';

const listed = ['AdminMoney' as const];

/** The Money section's lists and actions (finance and admins): payments, wallet lines, refunds, debts, reconcile. */
export const moneyAdminApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    adminPayments: pagedQuery<PaymentTransaction>(
      build,
      '/payment/transactions/admin/search',
      paymentTransactionSchema,
      listed,
    ),
    adminCharges: pagedQuery<TokenTransaction>(build, '/admin/wallet/charges/search', tokenTransactionSchema, listed),
    /** The fans who owe tokens after a chargeback (only accounts with a debt). */
    adminWalletDebts: pagedQuery<WalletDebt>(build, '/admin/wallet-debts', walletDebtSchema, listed),
    refundCharge: recordAction<TokenTransaction, { reason: string }>(build, {
      method: 'POST',
      path: (id) => `/admin/wallet/charges/${encodeURIComponent(id)}/refund`,
      schema: tokenTransactionSchema,
      invalidates: ['AdminMoney', 'AdminAudit'],
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
