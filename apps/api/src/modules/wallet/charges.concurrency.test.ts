import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@fanlane/shared';
import { earnings, performerProfiles, purchases, tokenTransactions } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { seededRandom, testDbKind, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import type { UserRow } from '../auth/sessions.service.js';
import { ledgerAccount } from '../ledger/ledger.service.js';

/**
 * Wallet charges under real concurrency (business-rules "Wallet": the balance must cover the price,
 * nothing is bought twice, a retried request never moves money twice). Needs PostgreSQL: PGlite runs
 * one query at a time, so nothing can race there.
 */
const onPostgres = testDbKind() === 'postgres';
if (!onPostgres) {
  console.log(
    '[charges.concurrency] skipped: needs PostgreSQL (FANLANE_TEST_DB=postgres TEST_DATABASE_URL=postgres://...)',
  );
}

const ITEMS = 500;
const SEEDS = [1, 2, 3];
/** Enough connections for many transactions to wait on the same rows at once. */
const POOL_SIZE = 20;

const outcomeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled'
    ? 'ok'
    : r.reason instanceof AppError
      ? `${r.reason.statusCode} ${r.reason.message}`
      : `unexpected: ${String((r.reason as Error)?.stack ?? r.reason)}`;

function tally(results: PromiseSettledResult<unknown>[]) {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const key = outcomeOf(r);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe.skipIf(!onPostgres)('wallet charges under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let platformBefore = 0;

  withTestApp((app) => (t = app), {}, { poolSize: POOL_SIZE });

  const viewer = (u: UserRow) => ({ id: u.id, isAdmin: false, country: null });

  async function fund(user: UserRow, amount: number) {
    await t.services.ledger.postNow({
      key: `payment:${randomUUID()}`,
      kind: 'top_up',
      entries: [
        { account: ledgerAccount.gateway('sandbox'), amount: -amount },
        { account: ledgerAccount.wallet(user.id), amount },
      ],
    });
  }

  async function books() {
    const reconciled = await t.services.ledger.reconcile();
    expect(reconciled).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
  }

  /** A fan whose wallet holds 100_000 (minor units), and a creator: for one charge tried many times at once. */
  async function fanAndCreator() {
    const fan = await t.services.testing.createUser();
    const creator = await t.services.testing.createUser({ role: 'performer' });
    await fund(fan, 100_000);
    return { fan, creator };
  }

  /** The fan of `fanAndCreator` paid `price` once: one `records` row, one earning, and the books balance. */
  async function chargedOnce(fan: UserRow, price: number, records: typeof purchases | typeof tokenTransactions) {
    const { db } = t.services.database;
    expect(await t.services.charges.balanceOf(fan.id)).toBe(100_000 - price);
    expect(await db.select().from(records).where(eq(records.userId, fan.id))).toHaveLength(1);
    expect(await db.select().from(earnings).where(eq(earnings.userId, fan.id))).toHaveLength(1);
    await books();
  }

  for (const seed of SEEDS) {
    it(`seed ${seed}: ${ITEMS} purchases at once from a wallet that covers K of them -> exactly K`, async () => {
      const { services } = t;
      const { db } = services.database;
      const rnd = seededRandom(seed);
      const k = 20 + Math.floor(rnd() * 60);
      const price = 50 + Math.floor(rnd() * 950);
      const rates = [null, '0', '0.15', '0.3333'];

      const fan = await services.testing.createUser();
      const creators: { user: UserRow; rate: string }[] = [];
      for (const rate of rates) {
        const user = await services.testing.createUser({ role: 'performer' });
        await db.update(performerProfiles).set({ commission: rate }).where(eq(performerProfiles.userId, user.id));
        creators.push({ user, rate: rate ?? '0.2' });
      }
      const owners = Array.from({ length: ITEMS }, () => creators[Math.floor(rnd() * creators.length)]!);
      const items = await services.testing.postsOnSale(
        owners.map((c) => ({ performerId: c.user.id, priceMinor: price })),
        `ppv-${seed}`,
      );
      await fund(fan, k * price);
      platformBefore = await services.ledger.balance(ledgerAccount.platform().id);
      // Drop the settings cache too: every transaction then asks for settings while the pool is busy.
      await services.settings.update({});

      const results = await Promise.allSettled(items.map((item) => services.charges.buy(viewer(fan), 'feed', item.id)));

      expect(tally(results)).toEqual({ ok: k, [`422 ${MONEY_MESSAGES.insufficientBalance}`]: ITEMS - k });
      expect(await services.charges.balanceOf(fan.id)).toBe(0);
      await books();
      const [owned] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(purchases)
        .where(eq(purchases.userId, fan.id));
      expect(owned!.n).toBe(k);
      const rows = await db.select().from(earnings).where(eq(earnings.userId, fan.id));
      expect(rows).toHaveLength(k);
      const [charges] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tokenTransactions)
        .where(eq(tokenTransactions.userId, fan.id));
      expect(charges!.n).toBe(k);

      // Each creator's pending earnings hold exactly the nets of their sales; the platform the rest.
      const bought = new Set(
        results.flatMap((r, i) => (r.status === 'fulfilled' ? [items[i]!.id] : [])).filter(Boolean),
      );
      expect(bought.size).toBe(k);
      const paidItems = await db
        .select({ targetId: purchases.targetId })
        .from(purchases)
        .where(and(eq(purchases.userId, fan.id), inArray(purchases.targetId, [...bought])));
      expect(paidItems).toHaveLength(k);
      let commissions = 0;
      for (const c of creators) {
        const mine = rows.filter((r) => r.performerId === c.user.id);
        const bp = Math.round(Number(c.rate) * 10_000);
        const commission = Math.floor((price * bp) / 10_000);
        for (const r of mine)
          expect([r.grossMinor, r.commissionMinor, r.netMinor]).toEqual([price, commission, price - commission]);
        commissions += commission * mine.length;
        expect(await services.ledger.balance(ledgerAccount.pending(c.user.id).id)).toBe(
          (price - commission) * mine.length,
        );
      }
      expect((await services.ledger.balance(ledgerAccount.platform().id)) - platformBefore).toBe(commissions);
    }, 120_000);
  }

  it('50 purchases of the same item at once by one fan: one charge', async () => {
    const { services } = t;
    const { fan, creator } = await fanAndCreator();
    const [item] = await services.testing.postsOnSale([{ performerId: creator.id, priceMinor: 700 }], 'ppv-same');

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => services.charges.buy(viewer(fan), 'feed', item!.id)),
    );

    expect(tally(results)).toEqual({ ok: 1, [`422 ${MONEY_MESSAGES.alreadyBought}`]: 49 });
    await chargedOnce(fan, 700, purchases);
  }, 60_000);

  it('50 tips at once with the same Idempotency-Key: one charge, every answer the same tip', async () => {
    const { services } = t;
    const { fan, creator } = await fanAndCreator();

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        services.charges.tip(viewer(fan), creator.id, { price: 12.5, note: 'thanks', source: 'profile' }, 'tip-key-1'),
      ),
    );

    expect(tally(results)).toEqual({ ok: 50 });
    const ids = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value._id : '')));
    expect(ids.size).toBe(1);
    await chargedOnce(fan, 1250, tokenTransactions);
  }, 60_000);

  it('a mixed storm (fans buying and tipping the same creators, refunds, releases) leaves the books balanced', async () => {
    const { services } = t;
    const { db } = services.database;
    const fans = await Promise.all(Array.from({ length: 8 }, () => services.testing.createUser()));
    const creators = await Promise.all(
      Array.from({ length: 3 }, () => services.testing.createUser({ role: 'performer' })),
    );
    const items = await services.testing.postsOnSale(
      Array.from({ length: 60 }, (_, i) => ({ performerId: creators[i % creators.length]!.id, priceMinor: 300 + i })),
      'ppv-storm',
    );
    for (const f of fans) await fund(f, 6_000);

    const work: Promise<unknown>[] = [];
    for (const [i, f] of fans.entries()) {
      for (const [j, item] of items.entries()) {
        if ((i + j) % 3 === 0) work.push(services.charges.buy(viewer(f), 'feed', item.id));
      }
      for (const c of creators) {
        work.push(services.charges.tip(viewer(f), c.id, { price: 10, note: '', source: 'profile' }));
      }
    }
    // Refunds and hold releases race the charges.
    const refunds = async () => {
      for (let round = 0; round < 10; round += 1) {
        const some = await db.select({ id: earnings.id, userId: earnings.userId }).from(earnings).limit(20);
        await Promise.all(
          some.map((e) => db.transaction((tx) => services.earnings.refund(tx, e.id, ledgerAccount.wallet(e.userId)))),
        );
      }
    };
    const releases = async () => {
      for (let round = 0; round < 10; round += 1)
        await services.earnings.releaseDue(new Date(Date.now() + 8 * 86_400_000));
    };
    const results = await Promise.allSettled([...work, refunds(), releases()]);
    const unexpected = results.filter((r) => outcomeOf(r).startsWith('unexpected'));
    expect(unexpected.map(outcomeOf)).toEqual([]);
    for (const r of results) {
      if (r.status === 'rejected') expect(outcomeOf(r)).toBe(`422 ${MONEY_MESSAGES.insufficientBalance}`);
    }
    await books();
    for (const f of fans) expect(await services.charges.balanceOf(f.id)).toBeGreaterThanOrEqual(0);
  }, 120_000);
});
