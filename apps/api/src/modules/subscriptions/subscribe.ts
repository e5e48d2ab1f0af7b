/**
 * Subscribes a fan to a creator (contract 3.15): a free trial once per pair, a period paid from the
 * wallet in one transaction (debit, earning, period), or a card checkout (card-checkout.ts).
 */
import { MONEY_MESSAGES, fromMinor, type SubscribeInput } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { UserRow } from '../auth/sessions.service.js';
import type { ContentViewer } from '../content/access.service.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount } from '../ledger/ledger.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { paymentsRepository } from '../payments/payments.repository.js';
import { visibleCreatorWithProfile } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { insufficientBalance } from '../wallet/charges.service.js';
import type { CardCheckout } from './card-checkout.js';
import { createCheckoutTerms } from './checkout-terms.js';
import { extendPeriod } from './extend-period.js';
import { paymentRowValues, recordWalletPayment } from './payment-rows.js';
import type { Recount } from './recount.js';
import type { createSubscriptionNotices } from './subscription-notices.js';
import { DAY_MS, hasAccess, type FindPair } from './subscription-rows.js';
import { subscriptionsTable } from './subscriptions.repository.js';

export interface SubscribeDeps {
  db: Db;
  earnings: EarningsService;
  payments: PaymentsService;
  settings: SettingsService;
  realtime: Realtime;
  notices: ReturnType<typeof createSubscriptionNotices>;
  recount: Recount;
  pair: FindPair;
  checkout: CardCheckout;
  /** The fan's payment page hears where to go next (`payments.announceOutcome`). */
  announcePayment(userId: string, paymentId: string, success: boolean): void;
}

export function createSubscribe(deps: SubscribeDeps) {
  const { db, earnings, payments, settings, realtime, notices, recount, pair, announcePayment } = deps;
  const { linkSubscription, subscribeByCard } = deps.checkout;
  const { checkPrice, formGateway } = createCheckoutTerms({ payments, settings });

  return async function subscribe(user: UserRow, input: SubscribeInput, viewer: ContentViewer, requestKey?: string) {
    const target = await visibleCreatorWithProfile(db, input.performerId, viewer);
    if (!target) throw notFound();
    if (target.user.id === user.id) throw forbidden(MONEY_MESSAGES.ownItem);
    const creatorName = target.user.name || target.user.username || 'this creator';
    const existing = await pair(user.id, target.user.id);

    if (input.type === 'free') {
      const enabled = Boolean(await settings.get('freeSubscriptionEnabled'));
      if (!enabled || !target.profile.isFreeSubscription) throw unprocessable(MONEY_MESSAGES.freeTrialUnavailable);
      if (existing?.usedFreeSubscription) throw unprocessable(MONEY_MESSAGES.freeSubscribedAlready);
      if (hasAccess(existing)) throw unprocessable(MONEY_MESSAGES.subscribedAlready);
      // The creator's trial length (PUT /performers/me `durationFreeSubscriptionDays`, >= 1) wins;
      // the site's `freeSubscriptionDuration` covers a profile without one.
      const own = target.profile.durationFreeSubscriptionDays;
      const days = Number.isInteger(own) && own >= 1 ? own : Number(await settings.get('freeSubscriptionDuration'));
      // Through a gateway's form (CCBill): its trial pricing, 0 for the trial, then the monthly price.
      const onForm = await formGateway(input);
      if (onForm) {
        await checkPrice(target.profile.monthlyPrice);
        const terms = { type: 'monthly' as const, priceMinor: target.profile.monthlyPrice, creatorName };
        return linkSubscription(onForm, user, target.user.id, { ...terms, trialDays: Math.max(1, days) });
      }
      const paymentId = newId();
      const sub = await db.transaction(async (tx) => {
        const values = {
          subscriptionType: 'free' as const,
          status: 'active' as const,
          expiredAt: new Date(Date.now() + Math.max(1, days) * DAY_MS),
          paymentGateway: 'system',
          gatewaySubscriptionId: null,
          cardId: null,
          transactionId: paymentId,
          priceMinor: 0,
          usedFreeSubscription: true,
          startRecurringDate: new Date(),
          nextRecurringDate: null,
        };
        // The pair key and the flag make a second free trial impossible even for racing requests.
        const row = await subscriptionsTable.upsertFreeTrial(
          tx,
          { userId: user.id, performerId: target.user.id },
          values,
        );
        if (!row) throw unprocessable(MONEY_MESSAGES.freeSubscribedAlready);
        await paymentsRepository.add(
          tx,
          await paymentRowValues({
            id: paymentId,
            userId: user.id,
            performerId: target.user.id,
            type: 'free',
            priceMinor: 0,
            gateway: 'system',
            status: 'success',
            subscriptionId: row.id,
            creatorName,
          }),
        );
        return row;
      });
      notices.paid(sub, paymentId, false);
      await recount(target.user.id);
      announcePayment(user.id, paymentId, true);
      const payment = await paymentsRepository.byId(db, paymentId);
      return { payment: payment!, subscription: sub };
    }

    const type = input.type;
    const priceMinor = type === 'monthly' ? target.profile.monthlyPrice : target.profile.yearlyPrice;
    await checkPrice(priceMinor);
    // Paid and renewing already: nothing to buy. A cancelled or free period may be extended.
    if (
      hasAccess(existing) &&
      existing!.status === 'active' &&
      existing!.nextRecurringDate &&
      existing!.subscriptionType !== 'free'
    ) {
      throw unprocessable(MONEY_MESSAGES.subscribedAlready);
    }

    const onForm = await formGateway(input);
    if (onForm) return linkSubscription(onForm, user, target.user.id, { type, priceMinor, creatorName });

    if (input.cardId || input.method === 'card') {
      const payment = await subscribeByCard(user, target.user.id, type, priceMinor, creatorName, input.cardId);
      return { payment, subscription: (await pair(user.id, target.user.id)) ?? null };
    }

    // From the wallet: one transaction debits the fan, credits the creator and extends the period.
    const paymentId = newId();
    const key = `subscribe:${user.id}:${target.user.id}:${requestKey ?? existing?.transactionId ?? 'first'}`;
    const outcome = await db
      .transaction(async (tx) => {
        const recorded = await earnings.record(tx, {
          from: ledgerAccount.wallet(user.id),
          payerId: user.id,
          performerId: target.user.id,
          grossMinor: priceMinor,
          transactionId: paymentId,
          sourceType: 'performer',
          type: `${type}_subscription`,
          isToken: true,
          paymentGateway: 'system',
          key,
          ledgerKind: 'subscription',
        });
        if (recorded.posted.replayed) return null;
        const sub = await extendPeriod(tx, {
          userId: user.id,
          performerId: target.user.id,
          type,
          priceMinor,
          gateway: 'system',
          transactionId: paymentId,
        });
        await recordWalletPayment(
          tx,
          { id: paymentId, userId: user.id, performerId: target.user.id, type, priceMinor, subscriptionId: sub.id },
          creatorName,
          recorded.posted.transactionId,
        );
        return {
          sub,
          balance: recorded.posted.balances.get(ledgerAccount.wallet(user.id).id) ?? 0,
          net: recorded.earning?.netMinor ?? 0,
        };
      })
      .catch(insufficientBalance);
    if (!outcome) throw unprocessable(MONEY_MESSAGES.subscribedAlready);
    notices.paid(outcome.sub, paymentId, outcome.sub.renewed);
    await recount(target.user.id);
    realtime.emitToUser(user.id, 'update_balance', {
      token: -fromMinor(priceMinor),
      balance: fromMinor(outcome.balance),
    });
    if (outcome.net > 0) realtime.emitToUser(target.user.id, 'update_balance', { token: fromMinor(outcome.net) });
    announcePayment(user.id, paymentId, true);
    const payment = await paymentsRepository.byId(db, paymentId);
    return { payment: payment!, subscription: outcome.sub };
  };
}
export type Subscribe = ReturnType<typeof createSubscribe>;
