import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MONEY_MESSAGES,
  fromMinor,
  toMinor,
  type PaymentCard,
  type PaymentStatus,
  type PaymentTransaction,
  type TopUpInput,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import {
  couponUses,
  coupons,
  gatewayAccounts,
  gatewayCustomers,
  paymentCards,
  paymentTransactions,
  tokenPackages,
  webhookEvents,
} from '../../db/schema/index.js';
import type { UserRow } from '../auth/sessions.service.js';
import { createdWithin, pageOf, sortOf } from '../../db/paging.js';
import { AppError, forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import { ledgerAccount, type Ledger, type Tx } from '../ledger/ledger.service.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './gateway.js';
import { settleDebt } from './wallet-debt.js';

export type PaymentRow = typeof paymentTransactions.$inferSelect;
export type CardRow = typeof paymentCards.$inferSelect;

/** Handlers other modules attach to gateway events (card subscriptions live in their own module). */
export interface SubscriptionEvents {
  invoicePaid(gateway: PaymentGateway, invoiceRef: string): Promise<void>;
  subscriptionChanged(gateway: PaymentGateway, subscriptionRef: string): Promise<void>;
  /** A renewal invoice's payment waits for the fan's 3-D Secure step (Stripe). */
  invoiceActionRequired?(gateway: PaymentGateway, invoiceRef: string): Promise<void>;
  /** A subscription's first payment (a payment transaction with subscriptionId) changed state. */
  paymentSettled(row: PaymentRow): Promise<void>;
}

/** Handlers of creators' payout events (Stripe Connect), in the payouts module. */
export interface PayoutEvents {
  transferChanged(gateway: PaymentGateway, transferRef: string): Promise<void>;
  accountChanged(gateway: PaymentGateway, accountRef: string): Promise<void>;
}

const STATUS_OF: Record<GatewayPayment['status'], PaymentStatus> = {
  succeeded: 'success',
  processing: 'processing',
  requires_action: 'require_authentication',
  failed: 'fail',
  canceled: 'canceled',
};
const FINAL: PaymentStatus[] = ['success', 'fail', 'canceled', 'refunded'];

const shortId = (id: string) =>
  id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .padEnd(8, '0');

/**
 * Money that enters through a gateway (business-rules "Wallet", "Payment gateways"): saved cards,
 * token packages, coupons, wallet top-ups and their confirmation, and webhooks. Tokens are credited
 * only by `confirm`, which re-reads the payment from the gateway: a webhook, the sandbox's instant
 * answer and the page's "I paid" call all go through it, and the ledger key makes it happen once.
 */
/** A token package as the wire shows it (contract 3.22). */
export const presentTokenPackage = (p: typeof tokenPackages.$inferSelect) => ({
  _id: p.id,
  name: p.name,
  description: p.description,
  ordering: p.ordering,
  price: fromMinor(p.priceMinor),
  tokens: fromMinor(p.tokensMinor),
  isActive: p.isActive,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export function createPaymentsService(deps: {
  db: Db;
  ledger: Ledger;
  settings: SettingsService;
  gateways: Map<string, PaymentGateway>;
  performers: PerformersRepository;
  storage: Storage;
  realtime: Realtime;
  webUrl: string;
  logger?: { warn(obj: unknown, msg?: string): void };
}) {
  const { db, ledger, settings, gateways, performers, storage, realtime } = deps;
  let subscriptionEvents: SubscriptionEvents | null = null;
  let payoutEvents: PayoutEvents | null = null;

  async function activeGateway(): Promise<PaymentGateway> {
    const name = String(await settings.get('paymentGateway'));
    const gateway = gateways.get(name);
    if (!gateway) throw unprocessable(MONEY_MESSAGES.gatewayUnavailable);
    return gateway;
  }
  function gatewayNamed(name: string): PaymentGateway {
    const gateway = gateways.get(name);
    if (!gateway) throw notFound(MONEY_MESSAGES.gatewayUnavailable);
    return gateway;
  }

  /** Gateway failures become clear answers: a refused card is the fan's 422, the rest a 400/503. */
  function gatewayFailure(err: unknown): never {
    if (err instanceof GatewayError) {
      if (err.kind === 'card') throw unprocessable(err.message);
      if (err.kind === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE', err.message);
      throw new AppError('VALIDATION', err.message);
    }
    throw err;
  }

  async function customerOf(user: UserRow, gateway: PaymentGateway) {
    const [existing] = await db
      .select()
      .from(gatewayCustomers)
      .where(and(eq(gatewayCustomers.userId, user.id), eq(gatewayCustomers.paymentGateway, gateway.name)));
    if (existing) return existing.customerId;
    const customerId = await gateway
      .createCustomer({ userId: user.id, email: user.email ?? '', name: user.name || user.username || '' })
      .catch(gatewayFailure);
    await db
      .insert(gatewayCustomers)
      .values({ userId: user.id, paymentGateway: gateway.name, customerId })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(gatewayCustomers)
      .where(and(eq(gatewayCustomers.userId, user.id), eq(gatewayCustomers.paymentGateway, gateway.name)));
    return row!.customerId;
  }

  const presentCard = (c: CardRow): PaymentCard => ({
    _id: c.id,
    source: 'user',
    sourceId: c.userId,
    paymentGateway: c.paymentGateway,
    isProduction: c.isProduction,
    customerId: c.customerId,
    holderName: c.holderName,
    last4Digits: c.last4Digits,
    brand: c.brand,
    month: c.month,
    year: c.year,
    token: c.token,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  });

  async function presentPayments(rows: PaymentRow[]): Promise<PaymentTransaction[]> {
    const ids = [...new Set(rows.map((r) => r.performerId).filter((id): id is string => !!id))];
    const creators = await performers.findMany(ids);
    return rows.map((r) => {
      const creator = r.performerId ? creators.get(r.performerId) : undefined;
      return {
        _id: r.id,
        paymentGateway: r.paymentGateway,
        source: 'user' as const,
        sourceId: r.userId,
        performerId: r.performerId,
        performerInfo: creator ? presentSearchItem(creator, storage) : null,
        target: r.target,
        targetId: r.targetId,
        type: r.type,
        products: r.products as PaymentTransaction['products'],
        originalPrice: fromMinor(r.originalPriceMinor),
        totalPrice: fromMinor(r.totalPriceMinor),
        couponInfo: r.couponInfo ?? null,
        status: r.status as PaymentStatus,
        stripeClientSecret: r.status === 'require_authentication' ? r.clientSecret : null,
        nextAction:
          r.status === 'require_authentication' && r.paymentGateway === 'sandbox' ? ('authenticate' as const) : null,
        failureMessage: r.failureMessage,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
  const presentPayment = async (row: PaymentRow) => (await presentPayments([row]))[0]!;

  async function findCard(userId: string, gateway: PaymentGateway, cardId?: string) {
    const where = [eq(paymentCards.userId, userId), eq(paymentCards.paymentGateway, gateway.name)];
    if (cardId) where.push(sql`(${paymentCards.token} = ${cardId} or ${paymentCards.id} = ${cardId})`);
    const [card] = await db
      .select()
      .from(paymentCards)
      .where(and(...where))
      .orderBy(asc(paymentCards.createdAt))
      .limit(1);
    if (!card) throw unprocessable(MONEY_MESSAGES.addCard);
    return card;
  }

  /** Validates a coupon for this fan; the price paid drops by its value, the tokens stay. */
  async function checkCoupon(code: string, userId: string) {
    const [coupon] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.code, code.trim()), eq(coupons.isActive, true)));
    if (!coupon) throw notFound(MONEY_MESSAGES.invalidCoupon);
    const notAcceptable = (message: string) => new AppError('NOT_ACCEPTABLE', message);
    if (coupon.expiredAt && coupon.expiredAt.getTime() < Date.now()) throw notAcceptable(MONEY_MESSAGES.couponExpired);
    if (coupon.maxUses !== null && coupon.numberOfUses >= coupon.maxUses)
      throw notAcceptable(MONEY_MESSAGES.couponLimit);
    const [used] = await db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.userId, userId)));
    if (used) throw notAcceptable(MONEY_MESSAGES.couponUsed);
    return { _id: coupon.id, code: coupon.code, value: Number(coupon.value) };
  }

  interface TopUpTerms {
    priceMinor: number;
    totalMinor: number;
    tokensMinor: number;
    coupon: { _id: string; code: string; value: number } | null;
    name: string;
    description: string;
    productId: string;
  }

  /** The pending payment row of a top-up (contract 4.18). */
  async function insertTopUp(gateway: PaymentGateway, userId: string, terms: TopUpTerms) {
    const [row] = await db
      .insert(paymentTransactions)
      .values({
        paymentGateway: gateway.name,
        userId,
        target: 'token_package',
        targetId: terms.productId,
        type: 'token_package',
        products: [
          {
            name: terms.name,
            description: terms.description,
            price: fromMinor(terms.priceMinor),
            quantity: 1,
            productType: 'token_package',
            productId: terms.productId,
            performerId: null,
            tokens: fromMinor(terms.tokensMinor),
          },
        ],
        originalPriceMinor: terms.priceMinor,
        totalPriceMinor: terms.totalMinor,
        tokensMinor: terms.tokensMinor,
        couponId: terms.coupon?._id ?? null,
        couponInfo: terms.coupon,
      })
      .returning();
    return row!;
  }

  /** A top-up paid on the gateway's own form (CCBill): the pending row and its link; nothing credited yet. */
  async function linkTopUp(gateway: PaymentGateway, userId: string, terms: TopUpTerms) {
    const row = await insertTopUp(gateway, userId, terms);
    const paymentUrl = await gateway.paymentLink!({ paymentId: row.id, amountMinor: terms.totalMinor }).catch(
      async (err) => {
        await db
          .update(paymentTransactions)
          .set({ status: 'fail', failureMessage: String(err.message) })
          .where(eq(paymentTransactions.id, row.id));
        return gatewayFailure(err);
      },
    );
    return { ...row, paymentUrl };
  }

  /** Brings a payment row in line with the gateway; credits tokens once when it has succeeded. */
  async function confirm(paymentId: string): Promise<PaymentRow> {
    const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
    if (!row) throw notFound();
    if (!row.gatewayRef || FINAL.includes(row.status as PaymentStatus)) return row;
    // Subscription payments are settled by their invoice and subscription events, not re-read here.
    if (row.type !== 'token_package') return row;
    const gateway = gatewayNamed(row.paymentGateway);
    const remote = await gateway.retrievePayment(row.gatewayRef).catch(gatewayFailure);
    const status = STATUS_OF[remote.status];
    if (remote.status === 'succeeded' && remote.amountMinor !== row.totalPriceMinor) {
      deps.logger?.warn(
        { paymentId, remote: remote.amountMinor, expected: row.totalPriceMinor },
        'payment amount mismatch',
      );
      return row;
    }
    const outcome = await db.transaction((tx) =>
      settleTopUp(tx, row, {
        status,
        failureMessage: remote.failureMessage,
        clientSecret: remote.clientSecret ?? row.clientSecret,
      }),
    );
    if (!outcome) {
      const [current] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
      return current!;
    }
    await announceSettled(outcome);
    return outcome.row;
  }

  /**
   * Moves a pending top-up to its final (or next) status, inside the caller's transaction, once: a
   * success credits the tokens (the gateway owes us the price paid; the fan gets the tokens; a coupon
   * or a package bonus is the platform's cost) and pays back a chargeback debt first. Null when the
   * row had already settled.
   */
  async function settleTopUp(
    tx: Tx,
    row: PaymentRow,
    change: { status: PaymentStatus; failureMessage: string | null; clientSecret?: string | null; gatewayRef?: string },
  ) {
    const { status } = change;
    const [updated] = await tx
      .update(paymentTransactions)
      .set({
        status,
        failureMessage: change.failureMessage,
        clientSecret: change.clientSecret ?? row.clientSecret,
        gatewayRef: change.gatewayRef ?? row.gatewayRef,
      })
      .where(
        and(
          eq(paymentTransactions.id, row.id),
          sql`${paymentTransactions.status} not in ('success','fail','canceled','refunded')`,
        ),
      )
      .returning();
    if (!updated) return null;
    // Only top-ups credit the wallet here; subscription payments are applied from their invoices.
    if (status !== 'success' || row.type !== 'token_package') return { row: updated, balance: null };
    const posted = await ledger.post(tx, {
      key: `payment:${row.id}`,
      kind: 'top_up',
      meta: { paymentId: row.id, gateway: row.paymentGateway, gatewayRef: updated.gatewayRef },
      entries: [
        { account: ledgerAccount.gateway(row.paymentGateway), amount: -row.totalPriceMinor },
        { account: ledgerAccount.wallet(row.userId), amount: row.tokensMinor },
        { account: ledgerAccount.platform(`payment:${row.id}`), amount: row.totalPriceMinor - row.tokensMinor },
      ],
    });
    if (row.couponId) {
      await tx
        .insert(couponUses)
        .values({ couponId: row.couponId, userId: row.userId, paymentId: row.id })
        .onConflictDoNothing();
      await tx
        .update(coupons)
        .set({ numberOfUses: sql`${coupons.numberOfUses} + 1` })
        .where(eq(coupons.id, row.couponId));
    }
    const [withLedger] = await tx
      .update(paymentTransactions)
      .set({ ledgerTransactionId: posted.transactionId })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    const credited = posted.balances.get(ledgerAccount.wallet(row.userId).id) ?? 0;
    const balance = await settleDebt(tx, ledger, row.userId, `payment:${row.id}`, credited);
    return { row: withLedger!, balance };
  }

  /** After the commit: the fan's open pages hear of the new balance and of the payment's outcome. */
  async function announceSettled(outcome: { row: PaymentRow; balance: number | null }) {
    const { row } = outcome;
    const status = row.status as PaymentStatus;
    if (row.subscriptionId && subscriptionEvents) await subscriptionEvents.paymentSettled(row);
    if (outcome.balance !== null) {
      realtime.emitToUser(row.userId, 'update_balance', {
        token: fromMinor(row.tokensMinor),
        balance: fromMinor(outcome.balance),
      });
    }
    if (FINAL.includes(status)) announceOutcome(row.userId, row.id, status === 'success');
  }

  /** `payment_status_callback`: where the fan's payment page goes next (success or cancel page). */
  function announceOutcome(userId: string, paymentId: string, success: boolean) {
    const path = success ? '/payment/success' : '/payment/cancel';
    realtime.emitToUser(userId, 'payment_status_callback', {
      redirectUrl: `${path}?transactionId=${shortId(paymentId)}`,
    });
  }

  return {
    activeGateway,
    gatewayNamed,
    gatewayFailure,
    customerOf,
    findCard,
    presentPayment,
    presentPayments,
    confirm,
    settleTopUp,
    announceSettled,
    announceOutcome,

    onSubscriptionEvents(handlers: SubscriptionEvents) {
      subscriptionEvents = handlers;
    },
    onPayoutEvents(handlers: PayoutEvents) {
      payoutEvents = handlers;
    },

    // ---------- token packages ----------
    async packages(query: {
      q?: string;
      isActive?: string;
      limit: number;
      offset: number;
      sort: 'asc' | 'desc';
      sortBy: string;
    }) {
      const where: (SQL | undefined)[] = [];
      if (query.q) where.push(sql`${tokenPackages.name} ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
      where.push(eq(tokenPackages.isActive, query.isActive === 'false' ? false : true));
      const sortBy = query.sortBy === 'updatedAt' ? 'ordering' : query.sortBy;
      const { rows, total } = await pageOf(
        db,
        tokenPackages,
        where,
        sortOf(
          { sort: query.sortBy === 'updatedAt' ? 'asc' : query.sort, sortBy },
          { ordering: tokenPackages.ordering, price: tokenPackages.priceMinor, createdAt: tokenPackages.createdAt },
          tokenPackages.ordering,
          tokenPackages.id,
        ),
        query,
      );
      return {
        total,
        data: rows.map(presentTokenPackage),
      };
    },

    // ---------- coupons ----------
    applyCoupon: checkCoupon,

    // ---------- cards ----------
    async cards(userId: string, query: { paymentGateway?: string; limit: number; offset: number }) {
      const gatewayName = query.paymentGateway || String(await settings.get('paymentGateway'));
      const gateway = gateways.get(gatewayName);
      const where = [eq(paymentCards.userId, userId), eq(paymentCards.paymentGateway, gatewayName)];
      if (gateway) where.push(eq(paymentCards.isProduction, gateway.isProduction));
      const { rows, total } = await pageOf(
        db,
        paymentCards,
        where,
        [asc(paymentCards.createdAt), asc(paymentCards.id)],
        query,
      );
      return { data: rows.map(presentCard), total };
    },

    async addCard(user: UserRow, gatewayName: string, body: unknown) {
      const gateway = gatewayNamed(gatewayName);
      if (gateway.name !== (await activeGateway()).name) throw unprocessable(MONEY_MESSAGES.gatewayUnavailable);
      const customerId = await customerOf(user, gateway);
      const card = await gateway.saveCard(customerId, body).catch(gatewayFailure);
      const [row] = await db
        .insert(paymentCards)
        .values({
          userId: user.id,
          paymentGateway: gateway.name,
          isProduction: gateway.isProduction,
          customerId: card.customerId,
          holderName: card.holderName,
          last4Digits: card.last4,
          brand: card.brand,
          month: card.month,
          year: card.year,
          token: card.token,
          fingerprint: card.fingerprint,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        await gateway.deleteCard({ token: card.token, customerId: card.customerId }).catch(() => undefined);
        throw unprocessable(MONEY_MESSAGES.duplicatedCard);
      }
      return presentCard(row);
    },

    async deleteCard(userId: string, id: string) {
      const [card] = await db.select().from(paymentCards).where(eq(paymentCards.id, id));
      if (!card) throw notFound();
      if (card.userId !== userId) throw forbidden();
      const gateway = gateways.get(card.paymentGateway);
      if (gateway) await gateway.deleteCard({ token: card.token, customerId: card.customerId }).catch(gatewayFailure);
      await db.delete(paymentCards).where(eq(paymentCards.id, id));
      return { deleted: true };
    },

    // ---------- top-ups ----------
    async topUp(user: UserRow, input: TopUpInput): Promise<PaymentRow & { paymentUrl?: string }> {
      const gateway = await activeGateway();
      let priceMinor: number;
      let tokensMinor: number;
      let name = 'Wallet top-up';
      let description = '';
      let productId = 'wallet';
      if (input.packageId) {
        const [pkg] = await db
          .select()
          .from(tokenPackages)
          .where(and(eq(tokenPackages.id, input.packageId), eq(tokenPackages.isActive, true)));
        if (!pkg) throw notFound();
        priceMinor = pkg.priceMinor;
        tokensMinor = pkg.tokensMinor;
        name = pkg.name;
        description = pkg.description;
        productId = pkg.id;
      } else {
        if (input.amount === undefined) throw new AppError('VALIDATION', 'Amount is required');
        const [min, max] = await Promise.all([settings.get('minimumWalletPrice'), settings.get('maximumWalletPrice')]);
        priceMinor = toMinor(input.amount);
        tokensMinor = priceMinor;
        if (priceMinor < toMinor(Number(min))) throw unprocessable(MONEY_MESSAGES.minTopUp(Number(min)));
        if (priceMinor > toMinor(Number(max))) throw unprocessable(MONEY_MESSAGES.maxTopUp(Number(max)));
      }
      const coupon = input.couponCode ? await checkCoupon(input.couponCode, user.id) : null;
      const totalMinor = coupon ? priceMinor - Math.floor(priceMinor * coupon.value) : priceMinor;
      if (totalMinor <= 0) throw unprocessable(MONEY_MESSAGES.invalidCoupon);
      const terms: TopUpTerms = { priceMinor, totalMinor, tokensMinor, coupon, name, description, productId };
      if (gateway.paymentLink) return linkTopUp(gateway, user.id, terms);
      // Clients know card screens for Stripe only: with no card chosen or saved, a test gateway's own.
      const card = await findCard(user.id, gateway, input.cardId).catch((err) => {
        if (!input.cardId && gateway.defaultCard && err instanceof AppError) return gateway.defaultCard;
        throw err;
      });
      const row = await insertTopUp(gateway, user.id, terms);
      const payment = await gateway
        .createPayment({
          amountMinor: totalMinor,
          currency: 'usd',
          customerId: card.customerId,
          cardToken: card.token,
          description: `${name} (${fromMinor(tokensMinor)} tokens)`,
          metadata: { paymentId: row.id, userId: user.id },
          idempotencyKey: `payment:${row.id}`,
        })
        .catch(async (err) => {
          await db
            .update(paymentTransactions)
            .set({ status: 'fail', failureMessage: String(err.message) })
            .where(eq(paymentTransactions.id, row.id));
          return gatewayFailure(err);
        });
      await db
        .update(paymentTransactions)
        .set({ gatewayRef: payment.ref, clientSecret: payment.clientSecret })
        .where(eq(paymentTransactions.id, row.id));
      const confirmed = await confirm(row.id);
      if (confirmed.status === 'fail') throw unprocessable(confirmed.failureMessage ?? MONEY_MESSAGES.cardDeclined);
      return confirmed;
    },

    async ownPayment(userId: string, id: string) {
      const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
      if (!row) throw notFound();
      if (row.userId !== userId) throw forbidden();
      return row;
    },

    /** One fan's payments, or (userId null: the console) everyone's. */
    async searchPayments(
      userId: string | null,
      query: {
        type?: string;
        status?: string;
        performerId?: string;
        fromDate?: string;
        toDate?: string;
        limit: number;
        offset: number;
        sort: 'asc' | 'desc';
        sortBy: string;
      },
    ) {
      const where: (SQL | undefined)[] = [userId === null ? undefined : eq(paymentTransactions.userId, userId)];
      if (query.type) where.push(eq(paymentTransactions.type, query.type));
      if (query.status) where.push(eq(paymentTransactions.status, query.status));
      if (query.performerId) where.push(eq(paymentTransactions.performerId, query.performerId));
      where.push(...createdWithin(query, paymentTransactions.createdAt));
      const { rows, total } = await pageOf(
        db,
        paymentTransactions,
        where,
        sortOf(
          query,
          { createdAt: paymentTransactions.createdAt, totalPrice: paymentTransactions.totalPriceMinor },
          paymentTransactions.createdAt,
          paymentTransactions.id,
        ),
        query,
      );
      return { data: await presentPayments(rows), total };
    },

    // ---------- webhooks ----------
    /**
     * A gateway's webhook: the signature is checked on the raw body, an event id is applied once, and
     * the handler re-reads the object it names, so redelivered or reordered events converge.
     */
    async webhook(gatewayName: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const gateway = gatewayNamed(gatewayName);
      const event = await gateway.parseWebhook(rawBody, headers);
      const [seen] = await db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.paymentGateway, gateway.name), eq(webhookEvents.eventId, event.id)));
      if (seen) return { received: true, duplicate: true };
      if (event.objectRef) {
        if (event.type === 'payment') {
          const [row] = await db
            .select()
            .from(paymentTransactions)
            .where(
              and(
                eq(paymentTransactions.paymentGateway, gateway.name),
                eq(paymentTransactions.gatewayRef, event.objectRef),
              ),
            );
          if (row) await confirm(row.id);
        } else if (event.type === 'invoice.paid') {
          await subscriptionEvents?.invoicePaid(gateway, event.objectRef);
        } else if (event.type === 'invoice.action_required') {
          await subscriptionEvents?.invoiceActionRequired?.(gateway, event.objectRef);
        } else if (event.type === 'subscription') {
          await subscriptionEvents?.subscriptionChanged(gateway, event.objectRef);
        } else if (event.type === 'transfer') {
          await payoutEvents?.transferChanged(gateway, event.objectRef);
        } else if (event.type === 'account') {
          await payoutEvents?.accountChanged(gateway, event.objectRef);
        }
      }
      await db
        .insert(webhookEvents)
        .values({ paymentGateway: gateway.name, eventId: event.id, type: event.rawType })
        .onConflictDoNothing();
      return { received: true, duplicate: false };
    },

    // ---------- creators' payout accounts ----------
    /** The creator's Stripe Connect account, if one was opened (`POST /stripe/accounts`). */
    async connectStatus(userId: string) {
      const [account] = await db
        .select({ payoutsEnabled: gatewayAccounts.payoutsEnabled })
        .from(gatewayAccounts)
        .where(and(eq(gatewayAccounts.userId, userId), inArray(gatewayAccounts.paymentGateway, ['stripe', 'sandbox'])))
        .orderBy(desc(eq(gatewayAccounts.paymentGateway, 'stripe')));
      return { connected: Boolean(account), payoutsEnabled: account?.payoutsEnabled ?? false };
    },
    async connectAccount(user: UserRow) {
      const gateway = await activeGateway();
      const [existing] = await db
        .select()
        .from(gatewayAccounts)
        .where(and(eq(gatewayAccounts.userId, user.id), eq(gatewayAccounts.paymentGateway, gateway.name)));
      const { accountId, link } = await gateway
        .createAccountLink({
          userId: user.id,
          email: user.email ?? '',
          accountId: existing?.accountId ?? null,
          returnUrl: `${deps.webUrl.replace(/\/$/, '')}/creator/earnings`,
        })
        .catch(gatewayFailure);
      if (!existing) {
        await db
          .insert(gatewayAccounts)
          .values({ userId: user.id, paymentGateway: gateway.name, accountId })
          .onConflictDoNothing();
      }
      // The account's state now, also when no webhook told us (a creator back from onboarding).
      await payoutEvents?.accountChanged(gateway, accountId).catch(gatewayFailure);
      return link;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
