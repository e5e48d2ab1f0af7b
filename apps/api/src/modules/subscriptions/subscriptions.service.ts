import type { Notifier } from '../notifications/notifier.js';
import { createSubscriptionNotices } from './subscription-notices.js';
import { and, eq, gt, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { MONEY_MESSAGES, SUBSCRIPTION_DAYS, fromMinor, type SubscribeInput, type Subscription } from '@fanlane/shared';
import type { Mailer } from '../../adapters/mail.js';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { paymentTransactions, performerProfiles, subscriptions, users } from '../../db/schema/index.js';
import { newId } from '../../db/ids.js';
import { pageOf, sortOf } from '../../db/paging.js';
import { escapeHtml } from '../../http/html.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { UserRow } from '../auth/sessions.service.js';
import { grantsAccessNow, type ContentViewer } from '../content/access.service.js';
import { visibleContent } from '../content/visibility.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import { ledgerAccount, type Tx } from '../ledger/ledger.service.js';
import type { CcbillWebhooks } from '../payments/ccbill-webhook.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { createCcbillSubscriptionHandlers, type PeriodInput } from './ccbill-subscriptions.js';
import { createCheckoutTerms } from './checkout-terms.js';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import { insufficientBalance } from '../wallet/charges.service.js';
import { recordCharge } from '../wallet/record-charge.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type PaidType = 'monthly' | 'yearly';
/** What a fan buys at a card checkout; with `trialDays`, a free trial first (then `priceMinor` monthly). */
interface Checkout {
  type: PaidType;
  priceMinor: number;
  creatorName: string;
  trialDays?: number;
}

const DAY_MS = 86_400_000;

/** Access still running: expiry ahead and a status that grants it (cancelled keeps access). */
const hasAccess = grantsAccessNow;

export interface SubscriptionQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  q?: string;
  performerId?: string;
  userId?: string;
  userIds?: string;
  subscriptionType?: string;
  status?: string;
  fromDate?: string;
  toDate?: string;
}

/**
 * Subscriptions (business-rules "Subscriptions"): free trials, wallet-paid periods renewed by a job,
 * card-paid periods renewed by the gateway's recurring billing (applied from its invoice webhooks),
 * cancellation that keeps access until expiry, and the creator's subscriber count and badge.
 */
export function createSubscriptionsService(deps: {
  db: Db;
  earnings: EarningsService;
  payments: PaymentsService;
  settings: SettingsService;
  performers: PerformersRepository;
  users: UsersRepository;
  storage: Storage;
  realtime: Realtime;
  mailer: Mailer;
  webUrl: string;
  /** Tells creators of new subscribers, renewals and cancellations (after the commit). */
  notifier?: Notifier;
  /** CCBill's webhooks, which apply subscriptions bought on its payment form. */
  ccbill?: CcbillWebhooks;
}) {
  const { db, earnings, payments, settings, performers, storage, realtime, mailer } = deps;
  const notices = createSubscriptionNotices(deps.notifier);
  const accounts = deps.users;
  const { checkPrice, formGateway } = createCheckoutTerms({ payments, settings });

  async function pair(userId: string, performerId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId)));
    return row;
  }

  /** Recounts a creator's active subscribers and the "verified account" badge (business-rules "Roles"). */
  async function recount(performerId: string) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.performerId, performerId),
          inArray(subscriptions.status, ['active', 'created']),
          gt(subscriptions.expiredAt, new Date()),
        ),
      );
    const n = count?.n ?? 0;
    const threshold = Number(await settings.get('performerVerifyNumber'));
    await db
      .update(performerProfiles)
      .set({ subscriberCount: n, verifiedAccount: n >= threshold })
      .where(eq(performerProfiles.userId, performerId));
  }

  async function presentMany(rows: SubscriptionRow[]): Promise<Subscription[]> {
    const creators = await performers.findMany([...new Set(rows.map((r) => r.performerId))]);
    const fans = new Map((await accounts.findByIds([...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u]));
    return rows.map((r) => {
      const creator = creators.get(r.performerId);
      const fan = fans.get(r.userId);
      return {
        _id: r.id,
        subscriptionType: r.subscriptionType,
        userId: r.userId,
        userInfo: fan ? presentPublicUser(fan, storage) : null,
        performerId: r.performerId,
        performerInfo: creator ? presentSearchItem(creator, storage) : null,
        subscriptionId: r.gatewaySubscriptionId,
        transactionId: r.transactionId,
        paymentGateway: r.paymentGateway,
        status: r.status === 'active' || r.status === 'created' ? r.status : 'deactivated',
        usedFreeSubscription: r.usedFreeSubscription,
        price: fromMinor(r.priceMinor),
        startRecurringDate: r.startRecurringDate?.toISOString() ?? null,
        nextRecurringDate: r.nextRecurringDate?.toISOString() ?? null,
        expiredAt: r.expiredAt.toISOString(),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  /** Extends (or starts) the pair's subscription by one paid period, from max(now, expiry). */
  async function extend(tx: Tx, input: PeriodInput) {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, input.userId), eq(subscriptions.performerId, input.performerId)))
      .for('update');
    const now = Date.now();
    const from = current && hasAccess(current, now) ? current.expiredAt.getTime() : now;
    // A gateway's period end is absolute: invoices applied out of order never move expiry back.
    const expiredAt =
      input.periodEnd && input.periodEnd.getTime() > now
        ? new Date(Math.max(input.periodEnd.getTime(), from))
        : new Date(from + SUBSCRIPTION_DAYS[input.type] * DAY_MS);
    const values = {
      subscriptionType: input.type,
      status: 'active' as const,
      expiredAt,
      paymentGateway: input.gateway,
      gatewaySubscriptionId: input.gatewaySubscriptionId ?? null,
      cardId: input.cardId ?? null,
      transactionId: input.transactionId,
      priceMinor: input.priceMinor,
      startRecurringDate:
        current?.startRecurringDate && hasAccess(current, now) ? current.startRecurringDate : new Date(now),
      nextRecurringDate: expiredAt,
    };
    const [row] = current
      ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id)).returning()
      : await tx
          .insert(subscriptions)
          .values({ userId: input.userId, performerId: input.performerId, ...values })
          .returning();
    // `renewed`: a period added while the last one still ran (the creator hears "renewed").
    return Object.assign(row!, { renewed: !!current && hasAccess(current, now) });
  }

  const announcePayment = payments.announceOutcome;

  async function paymentRowValues(input: {
    id: string;
    userId: string;
    performerId: string;
    type: 'monthly' | 'yearly' | 'free';
    priceMinor: number;
    gateway: string;
    status: string;
    subscriptionId: string | null;
    creatorName: string;
  }) {
    return {
      id: input.id,
      paymentGateway: input.gateway,
      userId: input.userId,
      performerId: input.performerId,
      target: 'performer',
      targetId: input.performerId,
      type: `${input.type}_subscription`,
      products: [
        {
          name: `${input.type[0]!.toUpperCase()}${input.type.slice(1)} subscription`,
          description: `Subscription to ${input.creatorName}`,
          price: fromMinor(input.priceMinor),
          quantity: 1,
          productType: `${input.type}_subscription`,
          productId: input.performerId,
          performerId: input.performerId,
        },
      ],
      originalPriceMinor: input.priceMinor,
      totalPriceMinor: input.priceMinor,
      status: input.status,
      subscriptionId: input.subscriptionId,
    };
  }

  /**
   * A period paid from the wallet: the payment transaction the contract answers (contract 4.18) and,
   * with the same id, the wallet charge (4.19) that lists it with the fan's other purchases.
   */
  async function recordWalletPayment(
    tx: Tx,
    paid: {
      id: string;
      userId: string;
      performerId: string;
      type: PaidType;
      priceMinor: number;
      subscriptionId: string;
    },
    creatorName: string,
    ledgerTransactionId: string,
  ) {
    const payment = await paymentRowValues({ ...paid, gateway: 'system', status: 'success', creatorName });
    await tx.insert(paymentTransactions).values({ ...payment, ledgerTransactionId });
    await recordCharge(tx, {
      id: paid.id,
      userId: paid.userId,
      performerId: paid.performerId,
      target: 'performer',
      targetId: paid.performerId,
      type: payment.type,
      products: payment.products,
      originalPriceMinor: paid.priceMinor,
      totalPriceMinor: paid.priceMinor,
      meta: { paymentId: paid.id, subscriptionId: paid.subscriptionId },
      ledgerTransactionId,
    });
  }

  /** Applies a paid invoice of a card subscription: the earning, and one more period. Runs once per invoice. */
  async function invoicePaid(gateway: PaymentGateway, invoiceRef: string) {
    const invoice = await gateway.retrieveInvoice(invoiceRef);
    // Not ours to apply: unpaid, or an invoice of no subscription (Stripe sends every invoice).
    if (!invoice.paid || !invoice.subscriptionRef) return;
    const remote = await gateway.retrieveSubscription(invoice.subscriptionRef);
    const meta = remote.metadata;
    if (!meta.userId || !meta.performerId || !meta.type) return;
    const type = meta.type as PaidType;
    const creatorName = (await performers.findMany([meta.performerId])).get(meta.performerId)?.user.name ?? '';
    const outcome = await db.transaction(async (tx) => {
      // The first invoice pays the payment row made at checkout; renewals get a row of their own.
      let [row] = await tx
        .select()
        .from(paymentTransactions)
        .where(
          and(eq(paymentTransactions.paymentGateway, gateway.name), eq(paymentTransactions.gatewayRef, invoiceRef)),
        );
      if (!row && meta.paymentId) {
        [row] = await tx
          .update(paymentTransactions)
          .set({ gatewayRef: invoiceRef })
          .where(
            and(
              eq(paymentTransactions.id, meta.paymentId),
              sql`(${paymentTransactions.gatewayRef} is null or ${paymentTransactions.gatewayRef} not like 'in_%')`,
              ne(paymentTransactions.status, 'success'),
            ),
          )
          .returning();
      }
      if (!row) {
        [row] = await tx
          .insert(paymentTransactions)
          .values({
            ...(await paymentRowValues({
              id: newId(),
              userId: meta.userId!,
              performerId: meta.performerId!,
              type,
              priceMinor: invoice.amountMinor,
              gateway: gateway.name,
              status: 'processing',
              subscriptionId: meta.subscriptionId ?? null,
              creatorName,
            })),
            gatewayRef: invoiceRef,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
      }
      const recorded = await earnings.record(tx, {
        from: ledgerAccount.gateway(gateway.name),
        payerId: meta.userId!,
        performerId: meta.performerId!,
        grossMinor: invoice.amountMinor,
        transactionId: row.id,
        sourceType: 'performer',
        type: `${type}_subscription`,
        isToken: false,
        paymentGateway: gateway.name,
        key: `invoice:${gateway.name}:${invoiceRef}`,
        ledgerKind: 'subscription',
      });
      if (recorded.posted.replayed) return null;
      await tx
        .update(paymentTransactions)
        .set({ status: 'success', ledgerTransactionId: recorded.posted.transactionId })
        .where(eq(paymentTransactions.id, row.id));
      const extended = await extend(tx, {
        userId: meta.userId!,
        performerId: meta.performerId!,
        type,
        priceMinor: invoice.amountMinor,
        gateway: gateway.name,
        transactionId: row.id,
        gatewaySubscriptionId: remote.ref,
        cardId: meta.cardId ?? null,
        periodEnd: invoice.periodEnd,
      });
      let sub: SubscriptionRow = extended;
      // Cancelled at the gateway already (its events can come before this invoice's): the paid period
      // stands, renewal does not.
      if (remote.status === 'canceled') {
        sub = (
          await tx
            .update(subscriptions)
            .set({ status: 'deactivated', nextRecurringDate: null })
            .where(eq(subscriptions.id, sub.id))
            .returning()
        )[0]!;
      }
      return { sub, renewed: extended.renewed, paymentId: row.id, net: recorded.earning?.netMinor ?? 0 };
    });
    if (!outcome) return;
    notices.paid(outcome.sub, outcome.paymentId, outcome.renewed);
    await recount(outcome.sub.performerId);
    if (outcome.net > 0)
      realtime.emitToUser(outcome.sub.performerId, 'update_balance', { token: fromMinor(outcome.net) });
    announcePayment(outcome.sub.userId, outcome.paymentId, true);
  }

  /**
   * A renewal invoice's card payment waits for 3-D Secure (Stripe's `invoice.payment_action_required`):
   * the renewal gets a payment row `require_authentication` with the PaymentIntent's client secret,
   * and the fan's open pages get `stripe_confirm_payment` to run Stripe.js' check. Access is extended
   * only by the invoice.paid event that follows. The first invoice is left alone: the checkout's
   * answer already carried its client secret.
   */
  async function invoiceActionRequired(gateway: PaymentGateway, invoiceRef: string) {
    const invoice = await gateway.retrieveInvoice(invoiceRef);
    const payment = invoice.payment;
    if (invoice.paid || !invoice.subscriptionRef || payment?.status !== 'requires_action' || !payment.clientSecret)
      return;
    const remote = await gateway.retrieveSubscription(invoice.subscriptionRef);
    const meta = remote.metadata;
    if (!meta.userId || !meta.performerId || !meta.type) return;
    if (meta.paymentId) {
      const [checkout] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, meta.paymentId));
      if (checkout && (checkout.gatewayRef === null || checkout.gatewayRef === invoiceRef)) return;
    }
    const creatorName = (await performers.findMany([meta.performerId])).get(meta.performerId)?.user.name ?? '';
    await db
      .insert(paymentTransactions)
      .values({
        ...(await paymentRowValues({
          id: newId(),
          userId: meta.userId,
          performerId: meta.performerId,
          type: meta.type as PaidType,
          priceMinor: invoice.amountMinor,
          gateway: gateway.name,
          status: 'require_authentication',
          subscriptionId: meta.subscriptionId ?? null,
          creatorName,
        })),
        gatewayRef: invoiceRef,
        clientSecret: payment.clientSecret,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.paymentGateway, gateway.name), eq(paymentTransactions.gatewayRef, invoiceRef)));
    // Paid meanwhile (events in any order), or failed: nothing to confirm.
    if (row?.status !== 'require_authentication') return;
    realtime.emitToUser(row.userId, 'stripe_confirm_payment', await payments.presentPayment(row));
  }

  /** The gateway changed a recurring subscription (cancelled, unpaid): renewal stops, access lasts to expiry. */
  async function subscriptionChanged(gateway: PaymentGateway, ref: string) {
    const remote = await gateway.retrieveSubscription(ref);
    if (remote.status === 'active') return;
    const meta = remote.metadata;
    if (remote.status === 'incomplete' && remote.latestPayment?.status === 'failed' && meta.paymentId) {
      await db
        .update(paymentTransactions)
        .set({ status: 'fail', failureMessage: remote.latestPayment.failureMessage })
        .where(and(eq(paymentTransactions.id, meta.paymentId), ne(paymentTransactions.status, 'success')));
      if (meta.userId) announcePayment(meta.userId, meta.paymentId, false);
      return;
    }
    const [row] = await db
      .update(subscriptions)
      .set({ nextRecurringDate: null, ...(remote.status === 'canceled' ? { status: 'deactivated' as const } : {}) })
      .where(and(eq(subscriptions.paymentGateway, gateway.name), eq(subscriptions.gatewaySubscriptionId, ref)))
      .returning();
    if (!row) return;
    if (remote.status === 'canceled') notices.cancelled(row);
    await recount(row.performerId);
  }

  payments.onSubscriptionEvents({
    invoicePaid,
    subscriptionChanged,
    invoiceActionRequired,
    async paymentSettled(row: PaymentRow) {
      if (row.status === 'fail' || row.status === 'canceled') announcePayment(row.userId, row.id, false);
    },
  });

  deps.ccbill?.onSubscriptions(
    createCcbillSubscriptionHandlers({ db, earnings, notices, recount, announcePayment, extend, paymentRowValues }),
  );

  /**
   * A card subscription's checkout payment, `created` until the gateway settles it. A trial's is a
   * `free_subscription` of 0 whose product carries the trial's days and the price that follows.
   */
  async function pendingPayment(gateway: PaymentGateway, user: UserRow, performerId: string, terms: Checkout) {
    const paymentId = newId();
    const values = await paymentRowValues({
      id: paymentId,
      userId: user.id,
      performerId,
      ...terms,
      ...(terms.trialDays ? { type: 'free' as const, priceMinor: 0 } : {}),
      gateway: gateway.name,
      status: 'created',
      subscriptionId: null,
    });
    const trial = terms.trialDays ? { trialDays: terms.trialDays, recurringPrice: fromMinor(terms.priceMinor) } : {};
    const products = values.products.map((product) => ({ ...product, ...trial }));
    const [payment] = await db
      .insert(paymentTransactions)
      .values({ ...values, products })
      .returning();
    /** The gateway refused: the payment fails with its message, the fan gets the clear answer. */
    const failed = async (err: Error): Promise<never> => {
      await db
        .update(paymentTransactions)
        .set({ status: 'fail', failureMessage: String(err.message) })
        .where(eq(paymentTransactions.id, paymentId));
      return payments.gatewayFailure(err);
    };
    return { paymentId, payment: payment!, failed };
  }

  /**
   * A gateway with its own payment form (CCBill): a pending payment and the recurring link to pay it
   * on; the subscription starts when the gateway's webhook says the sale went through.
   */
  async function linkSubscription(gateway: PaymentGateway, user: UserRow, performerId: string, terms: Checkout) {
    const { paymentId, payment, failed } = await pendingPayment(gateway, user, performerId, terms);
    const paymentUrl = await gateway.subscriptionLink!({
      paymentId,
      amountMinor: terms.priceMinor,
      periodDays: SUBSCRIPTION_DAYS[terms.type],
      trialDays: terms.trialDays,
    }).catch(failed);
    return { payment, subscription: null, paymentUrl };
  }

  async function subscribeByCard(
    user: UserRow,
    performerId: string,
    type: PaidType,
    priceMinor: number,
    creatorName: string,
    cardId: string | undefined,
  ) {
    const gateway = await payments.activeGateway();
    const card = await payments.findCard(user.id, gateway, cardId);
    const { paymentId, payment, failed } = await pendingPayment(gateway, user, performerId, {
      type,
      priceMinor,
      creatorName,
    });
    const remote = await gateway
      .createSubscription({
        amountMinor: priceMinor,
        currency: 'usd',
        customerId: card.customerId,
        cardToken: card.token,
        description: `${type} subscription to ${creatorName}`,
        interval: type === 'monthly' ? 'month' : 'year',
        periodDays: SUBSCRIPTION_DAYS[type],
        metadata: { paymentId, userId: user.id, performerId, type, cardId: card.id },
        idempotencyKey: `subscription:${paymentId}`,
      })
      .catch(failed);
    const [current] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
    if (current!.status !== 'success') {
      const latest = remote.latestPayment;
      const status =
        latest?.status === 'requires_action'
          ? 'require_authentication'
          : latest?.status === 'failed'
            ? 'fail'
            : 'processing';
      await db
        .update(paymentTransactions)
        .set({
          status,
          gatewayRef: remote.latestInvoiceRef ?? payment!.gatewayRef,
          clientSecret: latest?.clientSecret ?? null,
          failureMessage: latest?.failureMessage ?? null,
        })
        .where(and(eq(paymentTransactions.id, paymentId), ne(paymentTransactions.status, 'success')));
      if (status === 'fail') throw unprocessable(latest?.failureMessage ?? MONEY_MESSAGES.cardDeclined);
    }
    const [final] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
    return final!;
  }

  return {
    recount,
    presentMany,
    invoicePaid,
    subscriptionChanged,

    async subscribe(user: UserRow, input: SubscribeInput, viewer: ContentViewer, requestKey?: string) {
      const [target] = await db
        .select({ user: users, profile: performerProfiles })
        .from(users)
        .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
        .where(and(eq(users.id, input.performerId), ...visibleContent(users.id, viewer)));
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
          const [row] = await tx
            .insert(subscriptions)
            .values({ userId: user.id, performerId: target.user.id, ...values })
            .onConflictDoUpdate({
              target: [subscriptions.userId, subscriptions.performerId],
              set: values,
              setWhere: sql`${subscriptions.usedFreeSubscription} = false`,
            })
            .returning();
          if (!row) throw unprocessable(MONEY_MESSAGES.freeSubscribedAlready);
          await tx.insert(paymentTransactions).values(
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
        const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
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
          const sub = await extend(tx, {
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
      const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
      return { payment: payment!, subscription: outcome.sub };
    },

    /** Stops renewal; the fan keeps access until `expiredAt` (business-rules "Subscriptions"). */
    async cancel(caller: UserRow, id: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      if (!row) throw notFound(MONEY_MESSAGES.subscriptionNotFound);
      if (row.userId !== caller.id && caller.role !== 'admin') throw forbidden();
      if (row.gatewaySubscriptionId && row.paymentGateway !== 'system' && row.status !== 'deactivated') {
        const gateway = payments.gatewayNamed(row.paymentGateway);
        await gateway.cancelSubscription(row.gatewaySubscriptionId).catch(payments.gatewayFailure);
      }
      await db
        .update(subscriptions)
        .set({ status: 'deactivated', nextRecurringDate: null })
        .where(eq(subscriptions.id, id));
      if (row.status !== 'deactivated') notices.cancelled(row);
      await recount(row.performerId);
      return { success: true };
    },

    /** Wallet renewals due now: charge one period each, or let the subscription lapse at expiry. */
    async renewDue(now = new Date()) {
      const due = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.paymentGateway, 'system'),
            eq(subscriptions.status, 'active'),
            ne(subscriptions.subscriptionType, 'free'),
            isNotNull(subscriptions.nextRecurringDate),
            lte(subscriptions.nextRecurringDate, now),
          ),
        )
        .limit(500);
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
            const extended = await extend(tx, {
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
          await db.update(subscriptions).set({ nextRecurringDate: null }).where(eq(subscriptions.id, sub.id));
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
      const ended = await db
        .select({ performerId: subscriptions.performerId })
        .from(subscriptions)
        .where(
          and(lte(subscriptions.expiredAt, now), gt(subscriptions.expiredAt, new Date(now.getTime() - 2 * DAY_MS))),
        )
        .groupBy(subscriptions.performerId);
      for (const e of ended) await recount(e.performerId);
      return renewed;
    },

    pair,

    async searchForUser(userId: string, query: SubscriptionQuery) {
      const where: (SQL | undefined)[] = [eq(subscriptions.userId, userId)];
      if (query.performerId) where.push(eq(subscriptions.performerId, query.performerId));
      if (query.subscriptionType) where.push(eq(subscriptions.subscriptionType, query.subscriptionType as 'monthly'));
      where.push(...statusFilter(query.status));
      const { rows, total } = await pageOf(
        db,
        subscriptions,
        where,
        sortOf(
          query,
          {
            createdAt: subscriptions.createdAt,
            expiredAt: subscriptions.expiredAt,
            updatedAt: subscriptions.updatedAt,
          },
          subscriptions.updatedAt,
          subscriptions.id,
        ),
        query,
      );
      return { data: await presentMany(rows), total };
    },

    async searchForPerformer(performerId: string, query: SubscriptionQuery) {
      const where: (SQL | undefined)[] = [
        eq(subscriptions.performerId, performerId),
        ne(subscriptions.status, 'created'),
      ];
      if (query.userId) where.push(eq(subscriptions.userId, query.userId));
      if (query.userIds) where.push(inArray(subscriptions.userId, query.userIds.split(',').filter(Boolean)));
      if (query.subscriptionType) where.push(eq(subscriptions.subscriptionType, query.subscriptionType as 'monthly'));
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          sql`exists (select 1 from ${users} u where u.id = ${subscriptions.userId} and (u.name ilike ${like} or u.username ilike ${like}))`,
        );
      }
      where.push(...statusFilter(query.status));
      const { rows, total } = await pageOf(
        db,
        subscriptions,
        where,
        sortOf(
          query,
          {
            createdAt: subscriptions.createdAt,
            expiredAt: subscriptions.expiredAt,
            updatedAt: subscriptions.updatedAt,
          },
          subscriptions.updatedAt,
          subscriptions.id,
        ),
        query,
      );
      return { data: await presentMany(rows), total };
    },
  };
}

/** Contract 3.19: active = active and unexpired; suspended = active but expired; else the literal status. */
function statusFilter(status: string | undefined): SQL[] {
  if (!status) return [];
  if (status === 'active')
    return [
      or(eq(subscriptions.status, 'active'), eq(subscriptions.status, 'created'))!,
      gt(subscriptions.expiredAt, new Date()),
    ];
  if (status === 'suspended') return [eq(subscriptions.status, 'active'), lte(subscriptions.expiredAt, new Date())];
  if (status === 'cancelled' || status === 'deactivated') return [eq(subscriptions.status, 'deactivated')];
  return [eq(subscriptions.status, status as 'active')];
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
