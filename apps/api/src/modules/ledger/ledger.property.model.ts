/** The ledger property test's model: random money operations, scenarios, and the checks a step uses. */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { AppError } from '../../http/errors.js';
import type { TestApp } from '../../test/index.js';

export const FANS = 3;
export const CREATORS = 3;
export const FEEDS = 4;
export const PRODUCTS = 2;
export const HOLD_DAYS = 7;
export const DAY_MS = 86_400_000;
/** Commission overrides per creator (null = the `performerCommission` setting, 0.2). */
export const RATES = [null, '0', '0.1', '0.2555', '0.5', '1'] as const;
export const DEFAULT_RATE = '0.2';

const fan = fc.nat(FANS - 1);
const creator = fc.nat(CREATORS - 1);

export const opArb = fc.oneof(
  // A confirmed top-up, posted as payments.confirm posts it: the gateway owes the price paid, the fan
  // gets the tokens (a package bonus is the platform's cost).
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('topUp' as const),
      fan,
      paid: fc.integer({ min: 1, max: 20_000 }),
      bonus: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000 })),
    }),
  },
  // The same through the real gateway flow: a sandbox card, payments.topUp, confirm.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cardTopUp' as const),
      fan,
      cents: fc.integer({ min: 295, max: 30_000 }),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('buy' as const), fan, item: fc.nat(FEEDS - 1) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buyProduct' as const),
      fan,
      product: fc.nat(PRODUCTS - 1),
      quantity: fc.integer({ min: 1, max: 3 }),
      requestKey: fc.option(fc.constantFrom('k1', 'k2'), { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('tip' as const),
      fan,
      creator,
      cents: fc.integer({ min: 1_000, max: 6_000 }),
      requestKey: fc.option(fc.constantFrom('t1', 't2'), { nil: undefined }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('subscribe' as const), fan, creator }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(50) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('release' as const), days: fc.constantFrom(1, HOLD_DAYS + 1) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('replayTopUp' as const),
      pick: fc.nat(50),
      /** A replay carrying different amounts must still move nothing. */
      paid: fc.integer({ min: 1, max: 20_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('overdraw' as const), fan, extra: fc.integer({ min: 1, max: 5_000 }) }),
  },
  // The client sends its last charge again (a retry after a lost answer): same item, same key.
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('retry' as const) }) },
);
export type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

export const scenarioArb = fc.record({
  rates: fc.array(fc.constantFrom(...RATES), { minLength: CREATORS, maxLength: CREATORS }),
  monthly: fc.array(fc.integer({ min: 295, max: 5_000 }), { minLength: CREATORS, maxLength: CREATORS }),
  feeds: fc.array(fc.record({ owner: creator, price: fc.integer({ min: 1, max: 6_000 }) }), {
    minLength: FEEDS,
    maxLength: FEEDS,
  }),
  products: fc.array(
    fc.record({ owner: creator, price: fc.integer({ min: 1, max: 3_000 }), stock: fc.integer({ min: 0, max: 5 }) }),
    { minLength: PRODUCTS, maxLength: PRODUCTS },
  ),
  ops: fc.array(opArb, { minLength: 1, maxLength: 20 }),
});
export type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

/** Adds `delta` to one entry of a model array. */
export const add = (values: number[], i: number, delta: number) => {
  values[i] = values[i]! + delta;
};

/** Commission and net as business-rules "Money" states them: net rounded in the creator's favour. */
export function split(gross: number, rate: string) {
  const [whole = '0', frac = ''] = rate.split('.');
  const basisPoints = Number(whole) * 10_000 + Number(frac.padEnd(4, '0').slice(0, 4));
  const commission = Math.floor((gross * basisPoints) / 10_000);
  return { commission, net: gross - commission };
}

export interface ModelEarning {
  id: string;
  fan: number;
  creator: number;
  gross: number;
  commission: number;
  net: number;
  released: boolean;
  refunded: boolean;
}

/** Row counts of everything a refused or replayed operation must leave untouched. */
export async function footprint(t: TestApp) {
  const { rows } = (await t.services.database.db.execute(sql`
    select (select count(*) from ledger_transactions)::int as transactions,
      (select count(*) from ledger_entries)::int as entries,
      (select count(*) from ledger_accounts)::int as accounts,
      (select count(*) from earnings)::int as earnings,
      (select count(*) from token_transactions)::int as charges,
      (select count(*) from purchases)::int as purchases,
      (select coalesce(sum(stock), 0)::int from products) as stock,
      (select count(*) from subscriptions)::int as subscriptions`)) as unknown as {
    rows: Record<string, number>[];
  };
  return rows[0]!;
}

/** Runs `fn`, expecting an AppError with this status and message. */
export async function refused(fn: () => Promise<unknown>, status: number, message: string) {
  const err = await fn().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `expected "${message}"`).toBeInstanceOf(AppError);
  expect((err as AppError).statusCode).toBe(status);
  expect((err as AppError).message).toBe(message);
}
