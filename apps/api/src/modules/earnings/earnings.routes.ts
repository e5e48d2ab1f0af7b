import { earningQuerySchema, earningSchema, earningStatsSchema, fromMinor } from '@fanlane/shared';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage.js';
import { sendCsv } from '../../http/csv.js';
import type { LedgerLine } from '../ledger/ledger.lines.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EarningRow, EarningsService } from './earnings.service.js';

const tags = ['earnings'];

/** A creator's earnings (contract 3.5): each with its gross, commission, net and hold. */
export const earningsRoutes: Routes<{
  earnings: EarningsService;
  users: UsersRepository;
  storage: Storage;
  ledgerLines: (performerId: string, range: { fromDate?: string; toDate?: string }) => AsyncIterable<LedgerLine>;
}> = async (app, { earnings, users, storage, ledgerLines }) => {
  const creator = { onRequest: requireRole('performer') };

  async function present(rows: EarningRow[]) {
    const fans = new Map((await users.findByIds([...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u]));
    return rows.map((e) => {
      const fan = fans.get(e.userId);
      return {
        _id: e.id,
        userId: e.userId,
        userInfo: fan ? presentPublicUser(fan, storage) : null,
        transactionId: e.transactionId,
        performerId: e.performerId,
        sourceType: e.sourceType,
        type: e.type,
        grossPrice: fromMinor(e.grossMinor),
        netPrice: fromMinor(e.netMinor),
        siteCommission: Number(e.commissionRate),
        commission: fromMinor(e.commissionMinor),
        isPaid: e.isPaid,
        paidAt: e.paidAt?.toISOString() ?? null,
        paymentGateway: e.paymentGateway,
        isToken: e.isToken,
        releaseAt: e.releaseAt.toISOString(),
        isReleased: e.releasedAt !== null,
        isRefunded: e.refundedAt !== null,
        createdAt: e.createdAt.toISOString(),
      };
    });
  }

  const { get } = routes(app, tags);

  get(
    '/performer/earning/search',
    {
      ...creator,
      summary: "The creator's earnings (type, sourceType, isToken, isPaid, fromDate, toDate)",
      querystring: earningQuerySchema,
      response: earningSchema,
      paged: true,
    },
    async (request) => {
      const { rows, total } = await earnings.search(currentUser(request).id, request.query);
      return { data: await present(rows), total };
    },
  );

  get(
    '/performer/earning/stats',
    {
      ...creator,
      summary:
        'Gross, net and commission of the earnings matching the filters (type, fromDate/toDate), by type and by day; ' +
        'pendingNetPrice and withdrawableNetPrice are the creator’s ledger balances now (all time, every type)',
      querystring: earningQuerySchema,
      response: earningStatsSchema,
    },
    async (request) => earnings.stats(currentUser(request).id, request.query),
  );

  app.get(
    '/performer/earning/export',
    {
      ...creator,
      schema: {
        tags,
        summary:
          'CSV of the creator’s ledger lines (earnings, releases, refunds, payout holds and returns) with running balances; ' +
          'fromDate/toDate choose the lines listed',
        querystring: z.object({ fromDate: z.string().max(40).optional(), toDate: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const money = (minor: number) => (minor / 100).toFixed(2);
      return sendCsv(
        reply,
        'earnings-ledger.csv',
        [
          { header: 'date', value: (l: LedgerLine) => l.createdAt.toISOString() },
          { header: 'kind', value: (l) => l.kind },
          { header: 'transaction', value: (l) => l.transactionId },
          { header: 'account', value: (l) => l.account },
          { header: 'amount', value: (l) => money(l.amount) },
          { header: 'account balance', value: (l) => money(l.balance) },
          { header: 'on hold + withdrawable', value: (l) => money(l.total) },
        ],
        ledgerLines(currentUser(request).id, request.query),
      );
    },
  );
};
