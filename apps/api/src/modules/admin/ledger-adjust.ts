import { randomUUID } from 'node:crypto';
import {
  LEDGER_ADJUST_MESSAGES,
  fromMinor,
  ledgerAdjustmentResultSchema,
  ledgerAdjustmentSchema,
  okSchema,
  toMinor,
  type LedgerAdjustment,
} from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';
import type { Routes } from '../../http/types.js';
import { actorOf, type AuditActor } from '../audit/actor.js';
import type { AuditService } from '../audit/audit.service.js';
import { requireStaff } from '../auth/auth.plugin.js';
import { InsufficientFundsError, ledgerAccount, type Ledger } from '../ledger/ledger.service.js';
import { settleDebt } from '../payments/wallet-debt.js';
import type { UsersRepository } from '../users/users.repository.js';

/**
 * Balance corrections (issue #18 Money): a credit or debit of a fan's wallet or a creator's
 * withdrawable earnings, posted through the ledger against the platform's account, with a reason,
 * audited as `ledger.adjust`. Never below zero; a repeated idempotency key moves nothing again. A
 * credit to a wallet with a chargeback debt pays the debt back first (`debt:adjust:...`).
 */
export function createLedgerAdjustments(deps: { db: Db; ledger: Ledger; users: UsersRepository; audit: AuditService }) {
  const { db, ledger, users, audit } = deps;
  return async (actor: AuditActor, input: LedgerAdjustment) => {
    const user = await users.findById(input.userId);
    if (!user) throw notFound();
    if (input.account === 'earnings' && user.role !== 'performer')
      throw unprocessable(LEDGER_ADJUST_MESSAGES.notCreator);
    const account = input.account === 'wallet' ? ledgerAccount.wallet(user.id) : ledgerAccount.earnings(user.id);
    const minor = toMinor(input.amount) * (input.direction === 'credit' ? 1 : -1);
    const key = `adjust:${input.idempotencyKey ?? randomUUID()}`;
    try {
      return await db.transaction(async (tx) => {
        const posted = await ledger.post(tx, {
          key,
          kind: 'adjustment',
          entries: [
            { account, amount: minor },
            { account: ledgerAccount.platform(key), amount: -minor },
          ],
          meta: { reason: input.reason, actorId: actor.id },
        });
        let after = posted.balances.get(account.id);
        // A credit to the wallet first pays back a chargeback debt (its own ledger transaction).
        if (!posted.replayed && after !== undefined && input.account === 'wallet' && minor > 0)
          after = await settleDebt(tx, ledger, user.id, key, after);
        if (!posted.replayed)
          await audit.record(
            actor,
            {
              action: 'ledger.adjust',
              targetType: 'user',
              targetId: user.id,
              after: {
                account: input.account,
                direction: input.direction,
                amount: input.amount,
                transactionId: posted.transactionId,
              },
              reason: input.reason,
            },
            tx,
          );
        return {
          transactionId: posted.transactionId,
          replayed: posted.replayed,
          balance: after === undefined ? null : fromMinor(after),
        };
      });
    } catch (err) {
      if (err instanceof InsufficientFundsError) throw unprocessable(LEDGER_ADJUST_MESSAGES.belowZero);
      throw err;
    }
  };
}

export const ledgerAdjustRoutes: Routes<{ adjust: ReturnType<typeof createLedgerAdjustments> }> = async (
  app,
  { adjust },
) => {
  app.post(
    '/admin/ledger/adjustments',
    {
      preHandler: requireStaff('money'),
      schema: {
        tags: ['admin'],
        summary:
          "Credit or debit a fan's wallet or a creator's earnings through the ledger (against the platform), with a reason; audited",
        body: ledgerAdjustmentSchema,
        response: { 200: okSchema(ledgerAdjustmentResultSchema) },
      },
    },
    async (request) => ok(await adjust(actorOf(request), request.body)),
  );
};
