import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.js';
import { testDbKind, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { booksBalance } from '../payouts/payouts-testing.js';

/** Orders racing (business-rules "Orders and products"). Needs PostgreSQL: PGlite runs one query at a time. */
const onPostgres = testDbKind() === 'postgres';
if (!onPostgres) console.log('[orders.concurrency] skipped: needs PostgreSQL (TEST_DATABASE_URL)');

describe.skipIf(!onPostgres)('orders under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  withTestApp((app) => (t = app), {}, { poolSize: 12 });

  it('buyers racing for the last unit: one order, one charge', async () => {
    const creator = await t.services.testing.creator();
    const product = await t.services.testing.buildProduct(creator.token, { price: '10', stock: '1' });
    const fans = await Promise.all(Array.from({ length: 6 }, () => t.services.testing.funded(50)));
    const results = await Promise.all(
      fans.map((f) => t.inject('POST', `/wallet/charges/product/${product._id}`, f.token, {})),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const { db } = t.services.database;
    expect(await db.$count(orders, eq(orders.productId, product._id))).toBe(1);
    const [left] = await db.select().from(products).where(eq(products.id, product._id));
    expect(left!.stock).toBe(0);
    const balances = await Promise.all(fans.map((f) => t.services.testing.balance(f.token)));
    expect(balances.sort()).toEqual([40, 50, 50, 50, 50, 50]);
    await booksBalance(t);
  });

  it('refunds of one order at once: the money moves back once', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.funded(50);
    const product = await t.services.testing.buildProduct(creator.token, { price: '20', stock: '2' });
    expect((await t.inject('POST', `/wallet/charges/product/${product._id}`, fan.token, {})).statusCode).toBe(200);
    const order = (await t.inject('GET', '/orders/users/search', fan.token)).json().data.data[0];
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.inject('PUT', `/orders/${order._id}/update`, creator.token, { deliveryStatus: 'refunded' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(4);
    expect(await t.services.testing.balance(fan.token)).toBe(50);
    const [left] = await t.services.database.db.select().from(products).where(eq(products.id, product._id));
    expect(left!.stock).toBe(2);
    await booksBalance(t);
  });
});
