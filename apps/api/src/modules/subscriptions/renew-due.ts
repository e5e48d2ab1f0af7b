/**
 * Renews the wallet subscriptions due now (the money job): each is charged one period from the
 * fan's wallet, or, when the wallet is short, stops renewing (access lasts to expiry) and the fan
 * gets a mail. Creators whose subscribers lapsed in the last two days are recounted.
 */
import { fromMinor } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { escapeHtml } from '../../http/html.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import { extendPeriod } from './extend-period.js';
import { recordWalletPayment } from './payment-rows.js';
import type { Recount } from './recount.js';
import type { createSubscriptionNotices } from './subscription-notices.js';
import { DAY_MS, type PaidType } from './subscription-rows.js';
import { subscriptionsTable } from './subscriptions.repository.js';

export interface RenewDueDeps {
  db: Db;
  earnings: EarningsService;
  users: UsersRepository;
  realtime: Realtime;
  mailer: Mailer;
  webUrl: string;
  notices: ReturnType<typeof createSubscriptionNotices>;
  recount: Recount;
}

export function createRenewDue(deps: RenewDueDeps) {
  const { db, earnings, users: accounts, realtime, mailer, notices, recount } = deps;
  /** Wallet renewals due now: charge one period each, or let the subscription lapse at expiry. */
  return async function renewDue(now = new Date()) {
    const due = await subscriptionsTable.dueForRenewal(db, now);
    let renewed = 0;
    for (const sub of due) {
      const type = sub.subscriptionType as PaidType;
      const paymentId = newId();
      try {
        const outcome = await db.transaction(async (tx) => {
          const recorded = await earnings.record(tx, {
            from: ledgerAccount.wallet(sub.userId),
            payerId: sub.userId,
            performerId: sub.performerId,
            grossMinor: sub.priceMinor,
            transactionId: paymentId,
            sourceType: 'performer',
            type: `${type}_subscription`,
            isToken: true,
            paymentGateway: 'system',
            key: `renew:${sub.id}:${sub.nextRecurringDate!.toISOString()}`,
            ledgerKind: 'subscription_renewal',
          });
          if (recorded.posted.replayed) return null;
          const extended = await extendPeriod(tx, {
            userId: sub.userId,
            performerId: sub.performerId,
            type,
            priceMinor: sub.priceMinor,
            gateway: 'system',
            transactionId: paymentId,
          });
          await recordWalletPayment(
            tx,
            {
              id: paymentId,
              userId: sub.userId,
              performerId: sub.performerId,
              type,
              priceMinor: sub.priceMinor,
              subscriptionId: sub.id,
            },
            '',
            recorded.posted.transactionId,
          );
          return { balance: recorded.posted.balances.get(ledgerAccount.wallet(sub.userId).id) ?? 0, extended };
        });
        if (outcome !== null) {
          renewed += 1;
          notices.paid(outcome.extended, paymentId, true);
          realtime.emitToUser(sub.userId, 'update_balance', {
            token: -fromMinor(sub.priceMinor),
            balance: fromMinor(outcome.balance),
          });
        }
      } catch (err) {
        if (!(err instanceof Error && err.name === 'InsufficientFundsError')) throw err;
        // Short of tokens: no renewal; access ends at expiry, and the fan is told why.
        await subscriptionsTable.stopRenewal(db, sub.id);
        const [fan, creator] = await Promise.all([accounts.findById(sub.userId), accounts.findById(sub.performerId)]);
        if (fan?.email) {
          const name = creator?.name || creator?.username || 'a creator';
          const link = `${deps.webUrl.replace(/\/$/, '')}/wallet`;
          await mailer
            .send({
              to: fan.email,
              subject: `Your subscription to ${name} was not renewed`,
              text: `Your wallet balance did not cover the renewal of your subscription to ${name}. Your access lasts until ${sub.expiredAt.toUTCString()}. Top up your wallet and subscribe again: ${link}`,
              html: `<p>Your wallet balance did not cover the renewal of your subscription to ${escapeHtml(name)}. Your access lasts until ${escapeHtml(sub.expiredAt.toUTCString())}.</p><p><a href="${escapeHtml(link)}">Top up your wallet</a> and subscribe again.</p>`,
            })
            .catch(() => undefined);
        }
      }
    }
    const ended = await subscriptionsTable.endedBetween(db, new Date(now.getTime() - 2 * DAY_MS), now);
    for (const e of ended) await recount(e.performerId);
    return renewed;
  };
}
export type RenewDue = ReturnType<typeof createRenewDue>;
