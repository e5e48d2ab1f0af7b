import type { Notifier } from '../notifications/notifier.js';
import { tellCreatorOfCharge } from './charge-notices.js';
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  MONEY_MESSAGES,
  STREAM_CONVERSATION_TYPE,
  fromMinor,
  toMinor,
  type ChargeTarget,
  type TipInput,
  type TokenTransaction,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { newId } from '../../db/ids.js';
import { slot, statement } from '../../db/statements.js';
import {
  conversations,
  earnings as earningsTable,
  products,
  purchases,
  tokenTransactions,
  users,
} from '../../db/schema/index.js';
import { createdWithin, pageOf, sortOf } from '../../db/paging.js';
import { AppError, forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import type { ContentViewer } from '../content/access.service.js';
import { visibleContent } from '../content/visibility.js';
import type { EarningsService } from '../earnings/earnings.service.js';
import {
  InsufficientFundsError,
  ledgerAccount,
  postingRefusal,
  type Ledger,
  type Tx,
} from '../ledger/ledger.service.js';
import { presentSearchItem } from '../performers/performers.presenter.js';
import type { PerformersRepository } from '../performers/performers.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { settleDebt } from '../payments/wallet-debt.js';
import type { Sellable, Sellables } from './sellables.js';

export type TokenTransactionRow = typeof tokenTransactions.$inferSelect;

/** What a product's charge tells the orders module (in the charge's transaction for physical items). */
export interface ProductCharge {
  row: TokenTransactionRow;
  physical: boolean;
  quantity: number;
  unitPriceMinor: number;
  shipping: Record<string, unknown>;
}
/** Writes in `executor`; what it returns runs once the charge has committed (notices, never inside). */
export type ProductChargeHook = (executor: Db | Tx, charge: ProductCharge) => Promise<(() => void) | void>;
type PerformerCard = ReturnType<typeof presentSearchItem>;
/** How long a creator's card on charge answers is reused, and how many are kept. */
const CARD_MS = 5000;
const CARDS_KEPT = 5000;
/** How long an item read for a purchase is reused (its guard re-checks it), and how many are kept. */
const ITEM_MS = 30_000;
const ITEMS_KEPT = 10_000;

export interface ChargeQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  type?: string;
  status?: string;
  performerId?: string;
  fromDate?: string;
  toDate?: string;
}

/** Turns a ledger refusal into the business-rules message; anything else passes through. */
export function insufficientBalance(err: unknown): never {
  if (err instanceof InsufficientFundsError && err.accountId.startsWith('wallet:')) {
    throw unprocessable(MONEY_MESSAGES.insufficientBalance);
  }
  throw err;
}

/**
 * Wallet charges (contract 3.20, business-rules "Wallet"): buying an item or tipping moves tokens
 * from the fan's wallet to the creator (net, on hold) and the platform (commission) in one database
 * transaction, together with the purchase entitlement, the stock and the transaction record. Events
 * go out after the commit.
 */
export function createChargesService(deps: {
  db: Db;
  ledger: Ledger;
  earnings: EarningsService;
  sellables: Sellables;
  settings: SettingsService;
  performers: PerformersRepository;
  storage: Storage;
  realtime: Realtime;
  /** Tells creators of tips and purchases after they commit (docs/notifications.md). */
  notifier?: Notifier;
}) {
  const { db, ledger, earnings, sellables, settings, performers, storage, realtime, notifier } = deps;
  const earningsService = earnings;
  /** Told after a new tip commits (a stream tip posts its chat line). */
  let productHook: ProductChargeHook | null = null;
  const tipListeners = new Set<(row: TokenTransactionRow, input: TipInput) => void | Promise<void>>();

  /**
   * Creators' public cards as charges show them, kept CARD_MS: every purchase answers with one, and
   * a name or avatar a few seconds old on a receipt costs nothing, where a query per purchase does.
   */
  const cards = new Map<string, { at: number; card: PerformerCard | null }>();
  async function cardsOf(ids: string[]) {
    const now = Date.now();
    const found = new Map<string, PerformerCard | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const kept = cards.get(id);
      if (kept && now - kept.at < CARD_MS) found.set(id, kept.card);
      else missing.push(id);
    }
    if (missing.length) {
      const creators = await performers.findMany(missing);
      if (cards.size + missing.length > CARDS_KEPT) cards.clear();
      for (const id of missing) {
        const creator = creators.get(id);
        const card = creator ? presentSearchItem(creator, storage) : null;
        found.set(id, card);
        cards.set(id, { at: now, card });
      }
    }
    return found;
  }

  async function present(rows: TokenTransactionRow[], balanceMinor?: number): Promise<TokenTransaction[]> {
    const cardOf = await cardsOf([...new Set(rows.map((r) => r.performerId))]);
    return rows.map((r) => {
      return {
        _id: r.id,
        source: 'user' as const,
        sourceId: r.userId,
        performerId: r.performerId,
        performerInfo: cardOf.get(r.performerId) ?? null,
        target: r.target,
        targetId: r.targetId,
        sessionId: r.sessionId,
        type: r.type,
        products: r.products as TokenTransaction['products'],
        originalPrice: fromMinor(r.originalPriceMinor),
        totalPrice: fromMinor(r.totalPriceMinor),
        status: r.status,
        note: r.note,
        ...(balanceMinor !== undefined ? { balance: fromMinor(balanceMinor) } : {}),
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }

  /** Tells the fan's and the creator's open pages what moved. */
  function announce(row: TokenTransactionRow, fanBalance: number, netMinor: number, item?: Record<string, unknown>) {
    realtime.emitToUser(row.userId, 'update_balance', {
      token: -fromMinor(row.totalPriceMinor),
      balance: fromMinor(fanBalance),
    });
    if (netMinor > 0) realtime.emitToUser(row.performerId, 'update_balance', { token: fromMinor(netMinor) });
    if (item) realtime.emitToUser(row.userId, 'token_transaction_success', { item: { _id: row.targetId, ...item } });
  }

  /**
   * The purchase statement of a digital item, per shape (the target's guard, the viewer's country or
   * none): its text is built once (`db/statements.ts`) and only its values change. With a guard
   * (`SellableGuard`) it first checks that the item is still for sale to this viewer as read; a
   * target without one was read in the same request and is taken as read.
   */
  type BuyRow = { current: boolean; entitled: number; balance: string | null; created: number | null };
  const buyStatements = new Map<string, (values: Record<string, unknown>) => Promise<{ rows: BuyRow[] }>>();
  function buyStatement(target: ChargeTarget, withCountry: boolean) {
    const shape = `${target}:${withCountry}`;
    let run = buyStatements.get(shape);
    if (!run) {
      const guard = sellables.guard(target, withCountry) ?? sql`true`;
      run = statement<BuyRow>(
        db,
        sql`
      WITH g AS (SELECT ${guard} AS ok), pu AS (
        INSERT INTO ${purchases} (user_id, target, target_id)
        SELECT ${slot('viewer')}, ${slot('target')}, ${slot('entitlement')} FROM g WHERE g.ok
        ON CONFLICT DO NOTHING
        RETURNING 1
      ), ${earnings.recordCtes({ when: sql`EXISTS (SELECT 1 FROM pu)` })},
      tt AS (
        INSERT INTO ${tokenTransactions} (id, user_id, performer_id, target, target_id, session_id, type, products,
          original_price_minor, total_price_minor, meta, ledger_transaction_id)
        SELECT ${slot('id')}, ${slot('viewer')}, ${slot('performer')}, ${slot('target')}, ${slot('item')},
          ${slot('session')}::text, ${slot('type')}, ${slot('products')}::jsonb, ${slot('price')}::bigint,
          ${slot('price')}::bigint, '{}'::jsonb, lt.id
        FROM lt
        RETURNING (extract(epoch FROM created_at) * 1000)::float8 AS created
      )
      SELECT (SELECT ok FROM g) AS current, (SELECT count(*) FROM pu)::int AS entitled,
        (SELECT balance FROM la WHERE id = ${slot('wallet')}) AS balance, (SELECT created FROM tt) AS created`,
      );
      buyStatements.set(shape, run);
    }
    return run;
  }

  /**
   * A digital item (bought once) in ONE statement that runs on its own, without BEGIN/COMMIT: the
   * check that the item is still for sale as read (its guard), the entitlement row, the ledger posting
   * (wallet −gross, creator pending +net, platform shard +commission), the earning and the charge.
   * Nothing is posted unless the entitlement row was new. A key already posted or a short wallet
   * makes the statement fail, so nothing of it remains. The accounts' row locks last only as long as
   * the statement. 'stale': the guard found the item changed or hidden since it was read; nothing
   * was written.
   */
  async function buyOnce(
    viewer: ContentViewer & { id: string },
    target: ChargeTarget,
    itemId: string,
    item: Sellable,
    key: string,
  ): Promise<{ row: TokenTransactionRow; balance: number; net: number } | 'stale'> {
    // Most loaders read the creator's override with the item; for the others termsOf reads it.
    const terms = await earnings.termsOf(item.performerId, item.commission);
    const id = newId();
    const type = item.transactionType ?? target;
    const ledgerTransactionId = newId();
    const recorded = earnings.recordValues(
      {
        from: ledgerAccount.wallet(viewer.id),
        payerId: viewer.id,
        performerId: item.performerId,
        grossMinor: item.priceMinor,
        transactionId: id,
        sourceType: target,
        type,
        isToken: true,
        paymentGateway: 'system',
        key,
        ledgerKind: 'purchase',
        meta: { target, targetId: itemId },
      },
      terms,
      ledgerTransactionId,
    );
    const bought = [
      {
        name: item.name,
        description: item.description,
        price: fromMinor(item.priceMinor),
        quantity: 1,
        productType: target,
        productId: itemId,
        performerId: item.performerId,
      },
    ];
    const answer = await buyStatement(
      target,
      viewer.country !== null,
    )({
      ...sellables.guardValues(item, viewer),
      ...recorded.values,
      viewer: viewer.id,
      target,
      entitlement: item.entitlementId ?? itemId,
      id,
      performer: item.performerId,
      item: itemId,
      session: item.sessionId ?? null,
      type,
      products: JSON.stringify(bought),
      price: item.priceMinor,
      wallet: ledgerAccount.wallet(viewer.id).id,
    }).catch((err: unknown) => {
      const refusal = postingRefusal(err, recorded.posting);
      // The key was posted before (the item was bought, then refunded): as the transaction did.
      if (refusal === 'replayed') throw unprocessable(MONEY_MESSAGES.alreadyBought);
      return insufficientBalance(refusal ?? err);
    });
    const result = answer.rows[0];
    if (!result?.current) return 'stale';
    if (!result.entitled || result.created === null) throw unprocessable(MONEY_MESSAGES.alreadyBought);
    const createdAt = new Date(Number(result.created));
    return {
      row: {
        id,
        userId: viewer.id,
        performerId: item.performerId,
        target,
        targetId: itemId,
        sessionId: item.sessionId ?? null,
        type,
        products: bought,
        originalPriceMinor: item.priceMinor,
        totalPriceMinor: item.priceMinor,
        status: 'success',
        note: '',
        meta: {},
        ledgerTransactionId,
        createdAt,
        updatedAt: createdAt,
      },
      balance: Number(result.balance ?? 0),
      net: recorded.net,
    };
  }

  /**
   * Digital items as read for a purchase, by target and id, kept ITEM_MS: the purchase statement's
   * guard re-checks price, creator, commission override, status and the buyer's visibility, so a
   * second purchase of the same item needs no read of it (one round trip instead of two). Only what
   * the guard cannot see may be that old: the title and description written on the receipt.
   */
  const items = new Map<string, { at: number; item: Sellable }>();
  const itemKey = (target: ChargeTarget, id: string) => `${target}:${id}`;

  /** The creator may be paid by this fan: exists, active, and blocks neither the fan nor their country. */
  async function assertCreatorReachable(performerId: string, viewer: ContentViewer) {
    const [row] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.id, performerId), ...visibleContent(users.id, viewer)));
    if (!row || row.role !== 'performer') throw notFound();
  }

  /** A tip is a stream tip when it names this creator's stream chat, not merely a `streamType` (contract 3.20). */
  async function isStreamTip(performerId: string, input: TipInput) {
    if (!input.conversationId || !(input.streamType || input.source === 'stream')) return false;
    const found = await db.$count(
      conversations,
      and(
        eq(conversations.id, input.conversationId),
        eq(conversations.type, STREAM_CONVERSATION_TYPE),
        eq(conversations.performerId, performerId),
      ),
    );
    return found > 0;
  }

  return {
    present,

    /** The orders module: told of each product charge (inside the transaction of a physical one). */
    onProductCharge(hook: ProductChargeHook) {
      productHook = hook;
    },

    /** Runs `listener` after each new tip commits; its failures never undo the tip. */
    onTip(listener: (row: TokenTransactionRow, input: TipInput) => void | Promise<void>) {
      tipListeners.add(listener);
    },

    async balanceOf(userId: string) {
      return ledger.balance(ledgerAccount.wallet(userId).id);
    },

    /** Buys one item from the wallet. `requestKey` (the Idempotency-Key header) makes a retry safe. */
    async buy(
      viewer: ContentViewer & { id: string },
      target: ChargeTarget,
      itemId: string,
      options: { quantity?: number; requestKey?: string; shipping?: Record<string, unknown> } = {},
    ) {
      /** The ledger key of this charge: the Idempotency-Key header, else a fresh one per attempt. */
      const chargeKey = (item: Sellable) =>
        `charge:${viewer.id}:${target}:${item.entitlementId ?? itemId}:${options.requestKey ?? randomUUID()}`;
      const cacheKey = itemKey(target, itemId);
      const kept = items.get(cacheKey);
      let reused = kept && Date.now() - kept.at < ITEM_MS ? kept.item : null;
      let item: Sellable | null;
      // An item the guard finds changed since it was read (kept, or read a moment ago and edited
      // meanwhile) is read again: at most three passes, then it counts as not found.
      for (let pass = 1; ; pass += 1) {
        item = reused ?? (await sellables.load(db, target, itemId, viewer));
        if (!item) throw notFound();
        if (item.performerId === viewer.id) throw forbidden(MONEY_MESSAGES.ownItem);
        if (!item.forSale) throw notFound(MONEY_MESSAGES.notForSale);
        if (item.physical) break;
        // Digital items are bought once: the entitlement row (`purchases`) refuses a second charge,
        // so an item refunded can be bought again. A retried request posts nothing twice.
        const once = await buyOnce(viewer, target, itemId, item, chargeKey(item));
        if (once === 'stale') {
          items.delete(cacheKey);
          if (pass === 3) throw notFound();
          reused = null;
          continue;
        }
        if (!reused && sellables.guarded(target)) {
          if (items.size >= ITEMS_KEPT) items.clear();
          items.set(cacheKey, { at: Date.now(), item });
        }
        if (target === 'product' && productHook) {
          const committed = await productHook(db, {
            row: once.row,
            physical: false,
            quantity: 1,
            unitPriceMinor: item.priceMinor,
            shipping: options.shipping ?? {},
          });
          committed?.();
        }
        announce(once.row, once.balance, once.net, item.announceItem ?? { target, name: item.name });
        tellCreatorOfCharge(notifier, once.row, item.name);
        return (await present([once.row], once.balance))[0]!;
      }
      const quantity = options.quantity ?? 1;
      if ((item.stock ?? 0) < quantity) throw new AppError('VALIDATION', MONEY_MESSAGES.notEnoughStock);
      const grossMinor = item.priceMinor * quantity;
      // Physical products may be bought again, so only a client's idempotency key de-duplicates them.
      const key = chargeKey(item);

      // Physical products: the stock and the money in one transaction.
      const result = await db
        .transaction(async (tx) => {
          const [left] = await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${quantity}` })
            .where(and(eq(products.id, itemId), sql`${products.stock} >= ${quantity}`))
            .returning({ stock: products.stock });
          if (!left) throw new AppError('VALIDATION', MONEY_MESSAGES.notEnoughStock);
          const id = newId();
          const recorded = await earnings.record(tx, {
            from: ledgerAccount.wallet(viewer.id),
            payerId: viewer.id,
            performerId: item.performerId,
            grossMinor,
            transactionId: id,
            sourceType: target,
            type: item.transactionType ?? target,
            isToken: true,
            paymentGateway: 'system',
            key,
            ledgerKind: 'purchase',
            meta: { target, targetId: itemId },
          });
          // A retry of a charge already made: roll back this attempt's entitlement or stock too.
          if (recorded.posted.replayed) throw unprocessable(MONEY_MESSAGES.alreadyBought);
          const [row] = await tx
            .insert(tokenTransactions)
            .values({
              id,
              userId: viewer.id,
              performerId: item.performerId,
              target,
              targetId: itemId,
              sessionId: item.sessionId ?? null,
              type: item.transactionType ?? target,
              products: [
                {
                  name: item.name,
                  description: item.description,
                  price: fromMinor(item.priceMinor),
                  quantity,
                  productType: target,
                  productId: itemId,
                  performerId: item.performerId,
                },
              ],
              originalPriceMinor: grossMinor,
              totalPriceMinor: grossMinor,
              meta: options.shipping ?? {},
              ledgerTransactionId: recorded.posted.transactionId,
            })
            .returning();
          const committed =
            target === 'product' && productHook
              ? await productHook(tx, {
                  row: row!,
                  physical: true,
                  quantity,
                  unitPriceMinor: item.priceMinor,
                  shipping: options.shipping ?? {},
                })
              : undefined;
          return {
            committed,
            row: row!,
            balance: recorded.posted.balances.get(ledgerAccount.wallet(viewer.id).id) ?? 0,
            net: recorded.earning?.netMinor ?? 0,
          };
        })
        .catch(insufficientBalance);
      result.committed?.();
      announce(result.row, result.balance, result.net, item.announceItem ?? { target, name: item.name });
      return (await present([result.row], result.balance))[0]!;
    },

    /** A tip to a creator, from their profile, a post, a message or a stream. */
    async tip(viewer: ContentViewer & { id: string }, performerId: string, input: TipInput, requestKey?: string) {
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
            const [existing] = await tx
              .select()
              .from(tokenTransactions)
              .where(eq(tokenTransactions.ledgerTransactionId, recorded.posted.transactionId));
            return { row: existing!, balance: null, net: 0 };
          }
          const [row] = await tx
            .insert(tokenTransactions)
            .values({
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
            })
            .returning();
          return {
            row: row!,
            balance: recorded.posted.balances.get(ledgerAccount.wallet(viewer.id).id) ?? 0,
            net: recorded.earning?.netMinor ?? 0,
          };
        })
        .catch(insufficientBalance);
      if (result.balance !== null) {
        announce(result.row, result.balance, result.net);
        tellCreatorOfCharge(notifier, result.row);
        for (const listener of tipListeners) await Promise.resolve(listener(result.row, input)).catch(() => undefined);
      }
      const balance = result.balance ?? (await this.balanceOf(viewer.id));
      return (await present([result.row], balance))[0]!;
    },

    /**
     * Refunds a wallet charge (operators): the ledger transaction is reversed through the earning
     * (fan +gross, creator −net, platform −commission), the entitlement is withdrawn and physical
     * stock returns. Refused when the creator's balance no longer holds the net (already paid out).
     */
    async refund(chargeId: string, alsoInTx?: (tx: Tx, row: TokenTransactionRow) => Promise<void>) {
      const result = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .update(tokenTransactions)
            .set({ status: 'refunded' })
            .where(and(eq(tokenTransactions.id, chargeId), eq(tokenTransactions.status, 'success')))
            .returning();
          if (!row) return null;
          // Past this point the charge is already marked refunded: anything missing must roll that back.
          const [earning] = await tx.select().from(earningsTable).where(eq(earningsTable.transactionId, row.id));
          if (!earning) throw notFound();
          const refunded = await earningsService.refund(tx, earning.id, ledgerAccount.wallet(row.userId));
          if (!refunded) throw notFound();
          // Digital items (a digital product too) lose their entitlement; a physical product has none.
          if (row.target !== 'performer') {
            await tx.delete(purchases).where(
              and(
                eq(purchases.userId, row.userId),
                eq(purchases.target, row.target),
                // A stream's entitlement is its session (bought once per session).
                eq(purchases.targetId, row.target === 'stream' && row.sessionId ? row.sessionId : row.targetId),
              ),
            );
          }
          const quantity = Number((row.products[0] as { quantity?: number } | undefined)?.quantity ?? 1);
          if (row.target === 'product') {
            await tx
              .update(products)
              .set({ stock: sql`${products.stock} + ${quantity}` })
              .where(and(eq(products.id, row.targetId), eq(products.type, 'physical')));
          }
          if (alsoInTx) await alsoInTx(tx, row);
          // The tokens back in the wallet first pay back a chargeback debt.
          const credited = refunded.posted.balances.get(ledgerAccount.wallet(row.userId).id) ?? 0;
          const balance = await settleDebt(tx, ledger, row.userId, `refund:charge:${row.id}`, credited);
          return { row, balance, net: earning.netMinor };
        })
        .catch((err: unknown) => {
          if (err instanceof InsufficientFundsError)
            throw unprocessable('The creator has already been paid this money');
          throw err;
        });
      if (!result) throw notFound();
      realtime.emitToUser(result.row.userId, 'update_balance', {
        token: fromMinor(result.row.totalPriceMinor),
        balance: fromMinor(result.balance),
      });
      realtime.emitToUser(result.row.performerId, 'update_balance', { token: -fromMinor(result.net) });
      return (await present([{ ...result.row, status: 'refunded' }]))[0]!;
    },

    /** One fan's charges, or (userId null: the console) everyone's. */
    async search(userId: string | null, query: ChargeQuery) {
      const where: (SQL | undefined)[] = [userId === null ? undefined : eq(tokenTransactions.userId, userId)];
      if (query.type) where.push(eq(tokenTransactions.type, query.type));
      if (query.status) where.push(eq(tokenTransactions.status, query.status as 'success'));
      if (query.performerId) where.push(eq(tokenTransactions.performerId, query.performerId));
      where.push(...createdWithin(query, tokenTransactions.createdAt));
      const { rows, total } = await pageOf(
        db,
        tokenTransactions,
        where,
        sortOf(
          query,
          { createdAt: tokenTransactions.createdAt, totalPrice: tokenTransactions.totalPriceMinor },
          tokenTransactions.createdAt,
          tokenTransactions.id,
        ),
        query,
      );
      return { data: await present(rows), total };
    },
  };
}
export type ChargesService = ReturnType<typeof createChargesService>;
