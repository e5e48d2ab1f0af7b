import { okSchema, pagedSchema, walletDebtQuerySchema, walletDebtSchema } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { requireStaff } from '../auth/auth.plugin.js';
import { createWalletDebts } from '../ledger/ledger.debts.js';

/** GET /admin/wallet-debts (finance and admins: the `money` permission). */
export const walletDebtRoutes: Routes<{ db: Db }> = async (app, { db }) => {
  const debts = createWalletDebts(db);
  app.get(
    '/admin/wallet-debts',
    {
      preHandler: requireStaff('money'),
      schema: {
        tags: ['admin'],
        summary:
          "Fans who owe tokens after a chargeback of tokens they had spent: fan, tokens owed, last change; paged, most owed first (sortBy owed or updatedAt), q finds a fan's name, username or id",
        querystring: walletDebtQuerySchema,
        response: { 200: okSchema(pagedSchema(walletDebtSchema)) },
      },
    },
    async (request) => ok(await debts(request.query)),
  );
};
