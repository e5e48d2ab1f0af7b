import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, ORDER_MESSAGES } from '@fanlane/shared';
import { notifications, products } from '../../db/schema/index.js';
import { multipart, refusal, type TestApp } from '../../test/index.js';
import { withTestApp } from '../../test/lifecycle.js';
import { booksBalance } from '../payouts/payouts-testing.js';

let t: TestApp;
withTestApp((app) => (t = app));

const HOME = {
  name: 'Home',
  country: 'GB',
  city: 'London',
  streetAddress: 'High Street',
  streetNumber: '12',
  zipCode: 'N1 1AA',
};

async function newAddress(token: string, fields: Record<string, string> = {}) {
  const res = await t.inject('POST', '/addresses/create', token, { ...HOME, ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string };
}

async function buy(token: string, productId: string, body: Record<string, unknown> = {}) {
  return t.inject('POST', `/wallet/charges/product/${productId}`, token, body);
}

describe('addresses', () => {
  it('need a session; each account sees and edits only its own; bad input is refused', async () => {
    const fan = await t.services.testing.createUserWithSession();
    const other = await t.services.testing.createUserWithSession();
    expect((await t.inject('POST', '/addresses/create', null, HOME)).statusCode).toBe(401);
    expect((await t.inject('GET', '/addresses/search')).statusCode).toBe(401);
    expect(refusal(await t.inject('POST', '/addresses/create', fan.token, { ...HOME, city: '' }))[0]).toBe(400);
    const a = await newAddress(fan.token, { description: 'Ring twice' });
    const list = await t.inject('GET', '/addresses/search', fan.token);
    expect(list.json().data).toMatchObject({
      total: 1,
      data: [{ _id: a._id, description: 'Ring twice', source: 'user' }],
    });
    expect((await t.inject('GET', '/addresses/search', other.token)).json().data.total).toBe(0);
    for (const [method, url] of [
      ['GET', `/addresses/${a._id}`],
      ['PUT', `/addresses/${a._id}`],
      ['DELETE', `/addresses/${a._id}`],
    ] as const)
      expect((await t.inject(method, url, other.token, method === 'PUT' ? HOME : undefined)).statusCode).toBe(404);
    // JSON at both paths, multipart too.
    expect(
      (await t.inject('PUT', `/addresses/${a._id}/update`, fan.token, { ...HOME, city: 'Leeds' })).statusCode,
    ).toBe(200);
    const form = multipart({ ...HOME, city: 'York' });
    expect((await t.inject('PUT', `/addresses/${a._id}`, fan.token, form)).statusCode).toBe(200);
    expect((await t.inject('GET', `/addresses/${a._id}`, fan.token)).json().data.city).toBe('York');
    expect((await t.inject('PUT', `/addresses/${a._id}`, fan.token, { ...HOME, name: '' })).statusCode).toBe(400);
    expect((await t.inject('DELETE', `/addresses/${a._id}`, fan.token)).statusCode).toBe(200);
    expect((await t.inject('GET', `/addresses/${a._id}`, fan.token)).statusCode).toBe(404);
  });
});

describe('orders', () => {
  it('buying a physical product makes a processing order with the address; the seller ships it; the buyer sees the code', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.funded(100);
    const stranger = await t.services.testing.createUserWithSession();
    const product = await t.services.testing.buildProduct(creator.token, { price: '20', stock: '3' });
    const address = await newAddress(fan.token);
    // Someone else's address refuses the purchase: nothing is charged, no stock taken.
    const theirs = await newAddress(stranger.token);
    expect(refusal(await buy(fan.token, product._id, { deliveryAddressId: theirs._id }))).toEqual([
      404,
      ORDER_MESSAGES.addressNotFound,
    ]);
    expect(await t.services.testing.balance(fan.token)).toBe(100);

    const res = await buy(fan.token, product._id, {
      quantity: 2,
      deliveryAddressId: address._id,
      phoneNumber: '+44 20 7946 0000',
      userNote: 'Gift',
    });
    expect(res.statusCode, res.body).toBe(200);
    const chargeId = res.json().data._id as string;
    const mine = (await t.inject('GET', '/orders/users/search', fan.token)).json().data;
    expect(mine.total).toBe(1);
    const order = mine.data[0];
    expect(order).toMatchObject({
      transactionId: chargeId,
      orderNumber: chargeId.slice(-8).toUpperCase(),
      quantity: 2,
      unitPrice: 20,
      totalPrice: 40,
      deliveryStatus: 'processing',
      deliveryAddress: '12 High Street, London, N1 1AA, GB',
      phoneNumber: '+44 20 7946 0000',
      userNote: 'Gift',
      productInfo: { _id: product._id, type: 'physical' },
    });
    const [left] = await t.services.database.db.select().from(products).where(eq(products.id, product._id));
    expect(left!.stock).toBe(1);
    expect(refusal(await buy(fan.token, product._id, { quantity: 2 }))).toEqual([400, MONEY_MESSAGES.notEnoughStock]);

    // Who sees it: buyer, seller; nobody else.
    const sales = (await t.inject('GET', '/orders/search', creator.token)).json().data;
    expect(sales).toMatchObject({ total: 1, data: [{ _id: order._id, userInfo: { _id: fan.user.id } }] });
    expect((await t.inject('GET', '/orders/search', stranger.token)).json().data.total).toBe(0);
    expect((await t.inject('GET', `/orders/${order._id}`, stranger.token)).statusCode).toBe(404);
    expect((await t.inject('GET', `/orders/${order._id}`, creator.token)).statusCode).toBe(200);
    expect((await t.inject('GET', `/orders/${order._id}`)).statusCode).toBe(401);

    // Only the seller changes the status; shipping needs a code.
    const update = (token: string, body: Record<string, unknown>) =>
      t.inject('PUT', `/orders/${order._id}/update`, token, body);
    expect((await update(fan.token, { deliveryStatus: 'delivered' })).statusCode).toBe(403);
    expect((await update(stranger.token, { deliveryStatus: 'delivered' })).statusCode).toBe(404);
    expect((await update(creator.token, { deliveryStatus: 'lost' })).statusCode).toBe(400);
    expect(refusal(await update(creator.token, { deliveryStatus: 'shipping' }))).toEqual([
      422,
      ORDER_MESSAGES.shippingCodeRequired,
    ]);
    // The buyer may move it to another address while processing.
    const office = await newAddress(fan.token, { name: 'Office', streetAddress: 'Fleet Street', streetNumber: '1' });
    const moved = await t.inject('PUT', `/orders/${order._id}/update/delivery-address`, fan.token, {
      deliveryAddressId: office._id,
    });
    expect(moved.json().data.deliveryAddress).toBe('1 Fleet Street, London, N1 1AA, GB');
    expect((await update(creator.token, { deliveryStatus: 'shipping', shippingCode: 'RM123456GB' })).statusCode).toBe(
      200,
    );
    const seen = (await t.inject('GET', `/orders/${order._id}`, fan.token)).json().data;
    expect(seen).toMatchObject({ deliveryStatus: 'shipping', shippingCode: 'RM123456GB' });
    // No address change once shipped.
    expect(
      (
        await t.inject('PUT', `/orders/${order._id}/update/delivery-address`, fan.token, {
          deliveryAddressId: address._id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await update(creator.token, { deliveryStatus: 'delivered' })).statusCode).toBe(200);
    expect(refusal(await update(creator.token, { deliveryStatus: 'processing' }))).toEqual([
      422,
      ORDER_MESSAGES.transition('delivered', 'processing'),
    ]);

    await t.services.notifier.flushed();
    await t.services.jobs.drain();
    const told = await t.services.database.db.select().from(notifications).where(eq(notifications.userId, fan.user.id));
    expect(told.filter((n) => n.type === 'order_status').length).toBeGreaterThanOrEqual(2);
    const creatorTold = await t.services.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, creator.user.id));
    expect(creatorTold.some((n) => n.type === 'order_status')).toBe(true);
    await booksBalance(t);
  });

  it('refunded reverses the charge once and restocks; a digital order starts delivered and its refund withdraws the download', async () => {
    const creator = await t.services.testing.creator();
    const fan = await t.services.testing.funded(100);
    const poster = await t.services.testing.buildProduct(creator.token, { price: '30', stock: '1' });
    expect((await buy(fan.token, poster._id)).statusCode).toBe(200);
    const order = (await t.inject('GET', '/orders/users/search', fan.token)).json().data.data[0];
    expect(await t.services.testing.balance(fan.token)).toBe(70);
    const refund = () => t.inject('PUT', `/orders/${order._id}/update`, creator.token, { deliveryStatus: 'refunded' });
    expect((await refund()).statusCode).toBe(200);
    expect(await t.services.testing.balance(fan.token)).toBe(100);
    const [left] = await t.services.database.db.select().from(products).where(eq(products.id, poster._id));
    expect(left!.stock).toBe(1);
    expect(refusal(await refund())).toEqual([422, ORDER_MESSAGES.transition('refunded', 'refunded')]);
    expect(await t.services.testing.balance(fan.token)).toBe(100);

    const book = await t.services.testing.buildProduct(creator.token, { type: 'digital', price: '10' });
    expect((await buy(fan.token, book._id)).statusCode).toBe(200);
    const digital = (await t.inject('GET', '/orders/users/search?deliveryStatus=delivered', fan.token)).json().data;
    expect(digital).toMatchObject({ total: 1, data: [{ productId: book._id, deliveryStatus: 'delivered' }] });
    const link = `/performer-assets/products/${book._id}/download-link`;
    expect((await t.inject('GET', link, fan.token)).statusCode).toBe(200);
    const res = await t.inject('PUT', `/orders/${digital.data[0]._id}/update`, creator.token, {
      deliveryStatus: 'refunded',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.inject('GET', link, fan.token)).statusCode).toBe(403);
    expect(await t.services.testing.balance(fan.token)).toBe(100);
    await booksBalance(t);
  });
});
