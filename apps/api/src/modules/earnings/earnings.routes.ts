import {
  earningQuerySchema,
  earningSchema,
  earningStatsSchema,
  fromMinor,
  okSchema,
  pagedSchema,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { ok } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireRole } from '../auth/auth.plugin.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EarningRow, EarningsService } from './earnings.service.js';

const tags = ['earnings'];

/** A creator's earnings (contract 3.5): each with its gross, commission, net and hold. */
export const earningsRoutes: Routes<{ earnings: EarningsService; users: UsersRepository; storage: Storage }> = async (
  app,
  { earnings, users, storage },
) => {
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

  app.get(
    '/performer/earning/search',
    {
      ...creator,
      schema: {
        tags,
        summary: "The creator's earnings (type, sourceType, isToken, isPaid, fromDate, toDate)",
        querystring: earningQuerySchema,
        response: { 200: okSchema(pagedSchema(earningSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await earnings.search(currentUser(request).id, request.query);
      return ok({ data: await present(rows), total });
    },
  );

  app.get(
    '/performer/earning/stats',
    {
      ...creator,
      schema: {
        tags,
        summary:
          'Gross, net and commission of the earnings matching the filters (type, fromDate/toDate), by type and by day; ' +
          'pendingNetPrice and withdrawableNetPrice are the creator’s ledger balances now (all time, every type)',
        querystring: earningQuerySchema,
        response: { 200: okSchema(earningStatsSchema) },
      },
    },
    async (request) => ok(await earnings.stats(currentUser(request).id, request.query)),
  );
};
