import { fromMinor } from '@fanlane/shared';
import type { Db } from '../../../db/client.js';
import { newId } from '../../../db/ids.js';
import type { Realtime } from '../../../realtime/realtime.js';
import type { EarningsService } from '../../earnings/earnings.service.js';
import { InsufficientFundsError, ledgerAccount } from '../../ledger/ledger.service.js';
import { recordCharge } from '../../wallet/charges.repository.js';
import type { PrivateRequestRow, StreamingRepository } from '../streaming.repository.js';

export const MINUTE_MS = 60_000;

export interface ChargeMinuteDeps {
  db: Db;
  repo: StreamingRepository;
  earnings: EarningsService;
  realtime: Realtime;
}

/**
 * Charges minute `minute` (1 = the first) of a started private show from the fan's wallet, at its
 * start: the fan −price, the creator's pending earnings +net, the platform +commission, through the
 * ledger, with the earning and a `private_chat` charge, in one transaction. Each minute is charged
 * once whoever retries (a client, another process, a restart): the request row's minute counter is
 * claimed in the same transaction, and the ledger key is `private:<request>:<minute>`.
 * 'insufficient': the wallet cannot pay it (nothing written); 'done': already charged or not started.
 */
export async function chargeMinute(
  deps: ChargeMinuteDeps,
  request: PrivateRequestRow,
  minute: number,
): Promise<'charged' | 'done' | 'insufficient'> {
  if (!request.startedAt) return 'done';
  const nextChargeAt = new Date(request.startedAt.getTime() + minute * MINUTE_MS);
  const wallet = ledgerAccount.wallet(request.userId);
  let outcome: { balance: number; net: number } | null;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const claimed = await deps.repo.requests.claimMinute(tx, request.id, minute, nextChargeAt);
      if (!claimed) return null;
      const id = newId();
      const recorded = await deps.earnings.record(tx, {
        from: wallet,
        payerId: request.userId,
        performerId: request.performerId,
        grossMinor: request.priceMinor,
        transactionId: id,
        sourceType: 'stream',
        type: 'private_chat',
        isToken: true,
        paymentGateway: 'system',
        key: `private:${request.id}:${minute}`,
        ledgerKind: 'private_show',
        meta: { requestId: request.id, minute },
      });
      if (recorded.posted.replayed) return null;
      await recordCharge(tx, {
        id,
        userId: request.userId,
        performerId: request.performerId,
        target: 'stream',
        targetId: request.id,
        sessionId: request.sessionId,
        type: 'private_chat',
        products: [
          {
            name: `Private show, minute ${minute}`,
            description: '',
            price: fromMinor(request.priceMinor),
            quantity: 1,
            productType: 'private_chat',
            productId: request.id,
            performerId: request.performerId,
          },
        ],
        originalPriceMinor: request.priceMinor,
        totalPriceMinor: request.priceMinor,
        meta: { requestId: request.id, minute },
        ledgerTransactionId: recorded.posted.transactionId,
      });
      return { balance: recorded.posted.balances.get(wallet.id) ?? 0, net: recorded.earning?.netMinor ?? 0 };
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError && err.accountId === wallet.id) return 'insufficient';
    throw err;
  }
  if (!outcome) return 'done';
  deps.realtime.emitToUser(request.userId, 'update_balance', {
    token: -fromMinor(request.priceMinor),
    balance: fromMinor(outcome.balance),
  });
  if (outcome.net > 0)
    deps.realtime.emitToUser(request.performerId, 'update_balance', { token: fromMinor(outcome.net) });
  return 'charged';
}
