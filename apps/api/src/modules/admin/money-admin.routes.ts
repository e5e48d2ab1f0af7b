import { z } from 'zod';
import {
  adminMoneyQuerySchema,
  paymentTransactionSchema,
  reconcileReportSchema,
  tokenTransactionSchema,
  type PaymentTransaction,
  type TokenTransaction,
} from '@fanlane/shared';
import { fieldColumns, type CsvColumn } from '../../http/csv.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { actorOf } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { requireStaff } from '../auth/auth.plugin.js';
import type { ReconcileRuns } from '../ledger/ledger.reconcile-runs.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { displayName } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { ChargesService } from '../wallet/charges.service.js';
import { adminCsvExport } from './admin-export.js';

const tags = ['admin'];
const money = requireStaff('money');
type Query = z.output<typeof adminMoneyQuerySchema>;

/** The columns both money lists share: when, who paid whom, what, how much, status. */
function moneyColumns<T extends PaymentTransaction | TokenTransaction>(): CsvColumn<T>[] {
  return [
    { header: 'id', value: (r) => r._id },
    { header: 'time', value: (r) => r.createdAt },
    { header: 'fanId', value: (r) => r.sourceId },
    { header: 'fan', value: (r) => r.sourceInfo?.username },
    { header: 'creatorId', value: (r) => r.performerId },
    { header: 'creator', value: (r) => r.performerInfo?.username },
    ...fieldColumns<PaymentTransaction | TokenTransaction>({
      type: 'type',
      target: 'target',
      targetId: 'targetId',
      originalPrice: 'originalPrice',
      totalPrice: 'totalPrice',
      status: 'status',
    }),
  ];
}

/**
 * The console's Money section (issue #18; `money` permission: finance and admins): every payment
 * transaction (money in through a gateway) and wallet line (tokens spent), each with its CSV
 * export; refunding a wallet charge; and the ledger's reconcile, run on demand.
 */
export const moneyAdminRoutes: Routes<{
  payments: PaymentsService;
  charges: ChargesService;
  reconcileRuns: ReconcileRuns;
  audit: AuditService;
  users: Pick<UsersRepository, 'findByIds'>;
}> = async (app, { payments, charges, reconcileRuns, audit, users }) => {
  /** A page of lines with the fan who paid each (`sourceInfo`: id, name, username), in one look-up. */
  async function withFans<T extends PaymentTransaction | TokenTransaction>(page: { data: T[]; total: number }) {
    const fans = new Map((await users.findByIds([...new Set(page.data.map((r) => r.sourceId))])).map((u) => [u.id, u]));
    const data = page.data.map((r) => {
      const fan = fans.get(r.sourceId);
      return { ...r, sourceInfo: fan ? { _id: fan.id, name: displayName(fan), username: fan.username ?? '' } : null };
    });
    return { data, total: page.total };
  }

  /** One money list: its search and its CSV export (the export's columns: the shared ones and `more`). */
  function moneyList<T extends PaymentTransaction | TokenTransaction>(list: {
    search: string;
    export: string;
    summary: string;
    schema: z.ZodType<T>;
    filename: string;
    more: CsvColumn<T>;
    read: (q: Query) => Promise<{ data: T[]; total: number }>;
  }) {
    const { get } = routes(app, tags);

    get(
      list.search,
      {
        preHandler: money,
        summary: list.summary,
        querystring: adminMoneyQuerySchema,
        response: list.schema,
        paged: true,
      },
      async (request) => list.read(request.query),
    );
    adminCsvExport(app, {
      path: list.export,
      permission: 'money',
      query: adminMoneyQuerySchema,
      filename: list.filename,
      summary: `${list.summary}, as CSV (every page)`,
      columns: [...moneyColumns<T>(), list.more],
      search: list.read,
    });
  }

  moneyList({
    search: '/payment/transactions/admin/search',
    export: '/payment/transactions/admin/export',
    summary:
      "Every account's payment transactions (top-ups, card subscriptions): type, status, userId, performerId, dates",
    schema: paymentTransactionSchema,
    filename: 'payment-transactions.csv',
    more: { header: 'gateway', value: (r) => r.paymentGateway },
    read: async (q) => withFans(await payments.searchPayments(q.userId ?? null, q)),
  });
  moneyList({
    search: '/admin/wallet/charges/search',
    export: '/admin/wallet/charges/export',
    summary:
      "Every fan's wallet lines (purchases, tips; status refunded: the refunds): type, status, userId, performerId, dates",
    schema: tokenTransactionSchema,
    filename: 'wallet-lines.csv',
    more: { header: 'note', value: (r) => r.note },
    read: async (q) => withFans(await charges.search(q.userId ?? null, q)),
  });

  const { get, post } = routes(app, tags);

  post(
    '/admin/wallet/charges/:id/refund',
    {
      onRequest: money,
      summary:
        'Refunds a wallet charge: reverses its ledger transaction and withdraws the entitlement; audited (charge.refund)',
      params: z.object({ id: z.string().min(1).max(120) }),
      body: z.object({ reason: z.string().trim().max(500).optional() }).nullish(),
      response: tokenTransactionSchema,
    },
    async (request) => {
      const actor = actorOf(request);
      return charges.refund(request.params.id, (tx, row) =>
        audit.record(
          actor,
          {
            action: 'charge.refund',
            targetType: 'charge',
            targetId: row.id,
            before: { status: 'success' },
            after: { status: 'refunded', userId: row.userId, performerId: row.performerId, type: row.type },
            reason: request.body?.reason || undefined,
          },
          tx,
        ),
      );
    },
  );

  get(
    '/admin/ledger/reconcile',
    {
      preHandler: money,
      summary:
        'Runs the ledger reconcile now: balances against their entries, transactions and the ledger summing to zero, no negative spendable balance, payout clearing; audited',
      response: reconcileReportSchema,
    },
    async (request) => {
      // Recorded like the hourly job's run, so /metrics shows the latest.
      const { problems: _problems, ...report } = await reconcileRuns.run('operator');
      await audit.record(actorOf(request), {
        action: 'ledger.reconcile',
        targetType: 'ledger',
        after: { ok: report.ok, accounts: report.accounts, entries: report.entries, ledgerSum: report.ledgerSum },
      });
      return report;
    },
  );
};
