/**
 * Tips a creator from the fan's wallet (contract 3.20), from their profile, a post, a message or a
 * stream: within the site's minimum and maximum, posted to the ledger with the charge record in one
 * transaction; a retried request (same key) answers the tip already made.
 */
import { MONEY_MESSAGES, fromMinor, toMinor, type TipInput, type TokenTransaction } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { ContentViewer } from '../content/access.service.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import { isStreamChatOf } from '../messaging/messaging.repository.js';
import type { Notifier } from '../notifications/notifier.js';
import type { SettingsService } from '../settings/settings.service.js';
import { visibleAccountRole } from '../users/users.repository.js';
import { tellCreatorOfCharge } from './charge-notices.js';
import { announceCharge, insufficientBalance, type ChargeHooks, type ChargeViewer } from './charges.deps.js';
import type { PresentCharges } from './charges.presenter.js';
import { chargeByLedgerTransaction, recordCharge } from './charges.repository.js';

export interface TipDeps {
  db: Db;
  earnings: EarningsService;
  settings: SettingsService;
  realtime: Realtime;
  notifier?: Notifier;
  hooks: ChargeHooks;
  present: PresentCharges;
  /** The fan's wallet balance, for the answer to a replayed tip. */
  balanceOf: (userId: string) => Promise<number>;
}

export type Tip = (
  viewer: ChargeViewer,
  performerId: string,
  input: TipInput,
  requestKey?: string,
) => Promise<TokenTransaction>;

export function createTip(deps: TipDeps): Tip {
  const { db, earnings, settings, realtime, notifier, hooks, present, balanceOf } = deps;

  /** The creator may be paid by this fan: exists, active, and blocks neither the fan nor their country. */
  async function assertCreatorReachable(performerId: string, viewer: ContentViewer) {
    if ((await visibleAccountRole(db, performerId, viewer)) !== 'performer') throw notFound();
  }

  /** A tip is a stream tip when it names this creator's stream chat, not merely a `streamType` (contract 3.20). */
  async function isStreamTip(performerId: string, input: TipInput) {
    if (!input.conversationId || !(input.streamType || input.source === 'stream')) return false;
    return isStreamChatOf(db, input.conversationId, performerId);
  }

  /** A tip to a creator, from their profile, a post, a message or a stream. */
  return async function tip(viewer, performerId, input, requestKey) {
    if (performerId === viewer.id) throw forbidden(MONEY_MESSAGES.ownItem);
    await assertCreatorReachable(performerId, viewer);
    const [min, max] = await Promise.all([settings.get('minimumTipPrice'), settings.get('maximumTipPrice')]);
    const amount = toMinor(input.price);
    if (amount < toMinor(Number(min))) throw unprocessable(MONEY_MESSAGES.minTip(Number(min)));
    if (amount > toMinor(Number(max))) throw unprocessable(MONEY_MESSAGES.maxTip(Number(max)));
    const type = (await isStreamTip(performerId, input)) ? 'stream_tip' : 'tip';
    const id = newId();
    const key = `tip:${viewer.id}:${requestKey ?? id}`;
    const result = await db
      .transaction(async (tx) => {
        const recorded = await earnings.record(tx, {
          from: ledgerAccount.wallet(viewer.id),
          payerId: viewer.id,
          performerId,
          grossMinor: amount,
          transactionId: id,
          sourceType: 'performer',
          type,
          isToken: true,
          paymentGateway: 'system',
          key,
          ledgerKind: 'tip',
          meta: { source: input.source, sourceId: input.sourceId ?? null },
        });
        if (recorded.posted.replayed) {
          const existing = await chargeByLedgerTransaction(tx, recorded.posted.transactionId);
          return { row: existing, balance: null, net: 0 };
        }
        const row = await recordCharge(tx, {
          id,
          userId: viewer.id,
          performerId,
          target: 'performer',
          targetId: performerId,
          sessionId: input.sessionId ?? null,
          type,
          products: [
            {
              name: 'Tip',
              description: input.note,
              price: fromMinor(amount),
              quantity: 1,
              productType: type,
              productId: performerId,
              performerId,
            },
          ],
          originalPriceMinor: amount,
          totalPriceMinor: amount,
          note: input.note,
          meta: {
            source: input.source,
            sourceId: input.sourceId ?? null,
            conversationId: input.conversationId ?? null,
          },
          ledgerTransactionId: recorded.posted.transactionId,
        });
        return {
          row,
          balance: recorded.posted.balances.get(ledgerAccount.wallet(viewer.id).id) ?? 0,
          net: recorded.earning?.netMinor ?? 0,
        };
      })
      .catch(insufficientBalance);
    if (result.balance !== null) {
      announceCharge(realtime, result.row, result.balance, result.net);
      tellCreatorOfCharge(notifier, result.row);
      for (const listener of hooks.tip) await Promise.resolve(listener(result.row, input)).catch(() => undefined);
    }
    const balance = result.balance ?? (await balanceOf(viewer.id));
    return (await present([result.row], balance))[0]!;
  };
}
