/** One ledger property scenario: its actors and items, each random operation applied to the services and the model, then the invariants. */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { MONEY_MESSAGES, SANDBOX_CARDS } from '@fanlane/shared';
import { performerProfiles, products, purchases } from '../../db/schema/index.js';
import type { TestApp } from '../../test/index.js';
import type { UserRow } from '../auth/sessions.service.js';
import { InsufficientFundsError, ledgerAccount } from './ledger.service.js';
import {
  add,
  CREATORS,
  DAY_MS,
  DEFAULT_RATE,
  FANS,
  footprint,
  HOLD_DAYS,
  refused,
  split,
  type ModelEarning,
  type Op,
  type Scenario,
} from './ledger.property.model.js';

export async function runScenario(t: TestApp, s: Scenario) {
  const { services } = t;
  const { db } = services.database;
  const { ledger } = services;

  // Actors and items of this run only.
  const fans: UserRow[] = [];
  for (let i = 0; i < FANS; i += 1) fans.push(await services.testing.createUser());
  const creators: UserRow[] = [];
  for (let i = 0; i < CREATORS; i += 1) {
    const c = await services.testing.createUser({ role: 'performer' });
    await db
      .update(performerProfiles)
      .set({ commission: s.rates[i] ?? null, monthlyPrice: s.monthly[i]! })
      .where(eq(performerProfiles.userId, c.id));
    creators.push(c);
  }
  const feedIds = (
    await services.testing.postsOnSale(
      s.feeds.map((f) => ({ performerId: creators[f.owner]!.id, priceMinor: f.price })),
    )
  ).map((row) => row.id);
  const productIds: string[] = [];
  for (const p of s.products) {
    const [row] = await db
      .insert(products)
      .values({
        performerId: creators[p.owner]!.id,
        type: 'physical',
        name: 'Poster',
        slug: `poster-${randomUUID()}`,
        priceMinor: p.price,
        stock: p.stock,
      })
      .returning({ id: products.id });
    productIds.push(row!.id);
  }
  const viewer = (i: number) => ({ id: fans[i]!.id, isAdmin: false, country: null });
  const rateOf = (c: number) => s.rates[c] ?? DEFAULT_RATE;

  const platformId = ledgerAccount.platform().id;
  const gatewayId = ledgerAccount.gateway('sandbox').id;
  const start = await ledger.balances([platformId, gatewayId]);

  // The model.
  const wallet = fans.map(() => 0);
  const pending = creators.map(() => 0);
  const withdrawable = creators.map(() => 0);
  let platform = start.get(platformId)!;
  let gateway = start.get(gatewayId)!;
  const stock = s.products.map((p) => p.stock);
  const bought = new Set<string>();
  const subscribed = new Set<string>();
  const productKeys = new Set<string>();
  const tipKeys = new Set<string>();
  const topUps: { key: string; fan: number }[] = [];
  const earned: ModelEarning[] = [];
  const carded = new Set<number>();

  /** Books a successful charge in the model and checks the earning row the service wrote. */
  async function charged(transactionId: string, f: number, c: number, gross: number) {
    const { commission, net } = split(gross, rateOf(c));
    add(wallet, f, -gross);
    add(pending, c, net);
    platform += commission;
    const row = await services.earnings.byTransaction(transactionId);
    expect(row).toMatchObject({
      userId: fans[f]!.id,
      performerId: creators[c]!.id,
      grossMinor: gross,
      commissionMinor: commission,
      netMinor: net,
    });
    expect(row!.releaseAt.getTime()).toBeGreaterThan(Date.now() + (HOLD_DAYS - 1) * DAY_MS);
    earned.push({ id: row!.id, fan: f, creator: c, gross, commission, net, released: false, refunded: false });
  }

  async function unchanged(fn: () => Promise<void>) {
    const before = await footprint(t);
    await fn();
    expect(await footprint(t)).toEqual(before);
  }

  const insufficient = (fn: () => Promise<unknown>) =>
    unchanged(() => refused(fn, 422, MONEY_MESSAGES.insufficientBalance));

  let lastCharge: Op | null = null;

  async function step(op: Op): Promise<void> {
    if (['buy', 'buyProduct', 'tip', 'subscribe'].includes(op.kind)) lastCharge = op;
    switch (op.kind) {
      case 'retry':
        if (lastCharge) await step(lastCharge);
        return;
      case 'topUp': {
        const key = `payment:${randomUUID()}`;
        const tokens = op.paid + op.bonus;
        const posted = await ledger.postNow({
          key,
          kind: 'top_up',
          entries: [
            { account: ledgerAccount.gateway('sandbox'), amount: -op.paid },
            { account: ledgerAccount.wallet(fans[op.fan]!.id), amount: tokens },
            { account: ledgerAccount.platform(), amount: op.paid - tokens },
          ],
        });
        expect(posted.replayed).toBe(false);
        add(wallet, op.fan, tokens);
        gateway -= op.paid;
        platform += op.paid - tokens;
        expect(posted.balances.get(ledgerAccount.wallet(fans[op.fan]!.id).id)).toBe(wallet[op.fan]);
        topUps.push({ key, fan: op.fan });
        return;
      }
      case 'cardTopUp': {
        const user = fans[op.fan]!;
        if (!carded.has(op.fan)) {
          await services.payments.addCard(user, 'sandbox', {
            number: SANDBOX_CARDS.success,
            month: 12,
            year: new Date().getUTCFullYear() + 2,
            holderName: 'Fan',
          });
          carded.add(op.fan);
        }
        const payment = await services.payments.topUp(user, { amount: op.cents / 100 });
        expect(payment.status).toBe('success');
        expect(payment.tokensMinor).toBe(op.cents);
        add(wallet, op.fan, op.cents);
        gateway -= op.cents;
        // The gateway's late "I paid" (a webhook, the page's check) credits nothing more.
        await unchanged(async () => {
          expect((await services.payments.confirm(payment.id)).status).toBe('success');
        });
        return;
      }
      case 'buy': {
        const item = s.feeds[op.item]!;
        const itemKey = `${op.fan}:${op.item}`;
        const buy = () => services.charges.buy(viewer(op.fan), 'feed', feedIds[op.item]!);
        if (bought.has(itemKey)) return unchanged(() => refused(buy, 422, MONEY_MESSAGES.alreadyBought));
        if (wallet[op.fan]! < item.price) return insufficient(buy);
        const charge = await buy();
        expect(charge.totalPrice).toBe(item.price / 100);
        bought.add(itemKey);
        await charged(charge._id, op.fan, item.owner, item.price);
        return;
      }
      case 'buyProduct': {
        const p = s.products[op.product]!;
        const gross = p.price * op.quantity;
        const buy = () =>
          services.charges.buy(viewer(op.fan), 'product', productIds[op.product]!, {
            quantity: op.quantity,
            requestKey: op.requestKey,
          });
        const replayKey = op.requestKey && `${op.fan}:${op.product}:${op.requestKey}`;
        if (stock[op.product]! < op.quantity) return unchanged(() => refused(buy, 400, MONEY_MESSAGES.notEnoughStock));
        // A retry with the same Idempotency-Key charges nothing and takes no stock.
        if (replayKey && productKeys.has(replayKey))
          return unchanged(() => refused(buy, 422, MONEY_MESSAGES.alreadyBought));
        if (wallet[op.fan]! < gross) return insufficient(buy);
        const charge = await buy();
        expect(charge.totalPrice).toBe(gross / 100);
        add(stock, op.product, -op.quantity);
        if (replayKey) productKeys.add(replayKey);
        await charged(charge._id, op.fan, p.owner, gross);
        return;
      }
      case 'tip': {
        const tip = () =>
          services.charges.tip(
            viewer(op.fan),
            creators[op.creator]!.id,
            { price: op.cents / 100, note: '', source: 'profile' },
            op.requestKey,
          );
        const replayKey = op.requestKey && `${op.fan}:${op.requestKey}`;
        if (replayKey && tipKeys.has(replayKey)) {
          // A retried tip answers with the first one and moves nothing.
          return unchanged(async () => {
            await tip();
          });
        }
        if (wallet[op.fan]! < op.cents) return insufficient(tip);
        const charge = await tip();
        if (replayKey) tipKeys.add(replayKey);
        await charged(charge._id, op.fan, op.creator, op.cents);
        return;
      }
      case 'subscribe': {
        const pair = `${op.fan}:${op.creator}`;
        const price = s.monthly[op.creator]!;
        const subscribe = () =>
          services.subscriptions.subscribe(
            fans[op.fan]!,
            { performerId: creators[op.creator]!.id, type: 'monthly' },
            viewer(op.fan),
          );
        if (subscribed.has(pair)) return unchanged(() => refused(subscribe, 422, MONEY_MESSAGES.subscribedAlready));
        if (wallet[op.fan]! < price) return insufficient(subscribe);
        const { payment, subscription } = await subscribe();
        expect(subscription?.status).toBe('active');
        subscribed.add(pair);
        await charged(payment.id, op.fan, op.creator, price);
        return;
      }
      case 'refund': {
        if (!earned.length) return;
        const e = earned[op.pick % earned.length]!;
        const refund = () =>
          db.transaction((tx) => services.earnings.refund(tx, e.id, ledgerAccount.wallet(fans[e.fan]!.id)));
        if (e.refunded) {
          // Refunding twice refunds once.
          return unchanged(async () => {
            expect(await refund()).toBeNull();
          });
        }
        const result = await refund();
        expect(result?.posted.replayed).toBe(false);
        e.refunded = true;
        add(wallet, e.fan, e.gross);
        if (e.released) add(withdrawable, e.creator, -e.net);
        else add(pending, e.creator, -e.net);
        platform -= e.commission;
        return;
      }
      case 'release': {
        const now = new Date(Date.now() + op.days * DAY_MS);
        let released = 0;
        // releaseDue works in batches (and sees earlier runs' holds too): drain them.
        for (let n = await services.earnings.releaseDue(now); n > 0; n = await services.earnings.releaseDue(now))
          released += n;
        const due = op.days > HOLD_DAYS ? earned.filter((e) => !e.released && !e.refunded) : [];
        expect(released).toBeGreaterThanOrEqual(due.length);
        for (const e of due) {
          e.released = true;
          add(pending, e.creator, -e.net);
          add(withdrawable, e.creator, e.net);
        }
        // A second pass finds nothing left to release.
        await unchanged(async () => {
          expect(await services.earnings.releaseDue(now)).toBe(0);
        });
        return;
      }
      case 'replayTopUp': {
        if (!topUps.length) return;
        const { key, fan: f } = topUps[op.pick % topUps.length]!;
        return unchanged(async () => {
          const posted = await ledger.postNow({
            key,
            kind: 'top_up',
            entries: [
              { account: ledgerAccount.gateway('sandbox'), amount: -op.paid },
              { account: ledgerAccount.wallet(fans[f]!.id), amount: op.paid },
            ],
          });
          expect(posted.replayed).toBe(true);
        });
      }
      case 'overdraw': {
        // Straight at the ledger: a debit beyond the balance is refused and writes nothing.
        const walletId = ledgerAccount.wallet(fans[op.fan]!.id).id;
        return unchanged(async () => {
          const err = await ledger
            .postNow({
              key: `overdraw:${randomUUID()}`,
              kind: 'test',
              entries: [
                { account: ledgerAccount.wallet(fans[op.fan]!.id), amount: -(wallet[op.fan]! + op.extra) },
                { account: ledgerAccount.platform(), amount: wallet[op.fan]! + op.extra },
              ],
            })
            .then(
              () => null,
              (e: unknown) => e,
            );
          expect(err).toBeInstanceOf(InsufficientFundsError);
          expect((err as InsufficientFundsError).accountId).toBe(walletId);
        });
      }
    }
  }

  async function invariants(after: string) {
    const books = await ledger.reconcile();
    expect(books, after).toMatchObject({
      ok: true,
      ledgerSum: 0,
      mismatchedAccounts: [],
      unbalancedTransactions: [],
      negativeAccounts: [],
    });
    const ids = [
      ...fans.map((u) => ledgerAccount.wallet(u.id).id),
      ...creators.map((u) => ledgerAccount.pending(u.id).id),
      ...creators.map((u) => ledgerAccount.earnings(u.id).id),
      platformId,
      gatewayId,
    ];
    const stored = await ledger.balances(ids);
    expect(
      ids.map((id) => stored.get(id)),
      after,
    ).toEqual([...wallet, ...pending, ...withdrawable, platform, gateway]);
    const left = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, productIds));
    expect(
      productIds.map((id) => left.find((r) => r.id === id)?.stock),
      after,
    ).toEqual(stock);
    const owned = await db
      .select({ userId: purchases.userId })
      .from(purchases)
      .where(
        inArray(
          purchases.userId,
          fans.map((u) => u.id),
        ),
      );
    expect(owned.length, after).toBe(bought.size);
  }

  for (const [i, op] of s.ops.entries()) {
    await step(op);
    await invariants(`after step ${i + 1}: ${JSON.stringify(op)}`);
  }
}
