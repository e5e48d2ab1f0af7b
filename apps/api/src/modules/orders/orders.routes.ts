import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  addressInputSchema,
  addressSchema,
  fromMinor,
  okSchema,
  orderAddressUpdateSchema,
  orderQuerySchema,
  orderSchema,
  orderUpdateSchema,
  pagedSchema,
  type Address,
  type Order,
} from '@fanlane/shared';
import type { Storage } from '../../adapters/storage.js';
import { ok, paged } from '../../http/envelope.js';
import { badRequest } from '../../http/errors.js';
import { readMultipart } from '../../http/multipart.js';
import { routes } from '../../http/route.js';
import type { Routes } from '../../http/types.js';
import { currentUser, requireAuth } from '../auth/auth.plugin.js';
import { presentPublicUser } from '../users/users.presenter.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AddressRow, OrderRow, OrdersService } from './orders.service.js';

const params = z.object({ id: z.string().max(120) });
const caller = (request: FastifyRequest) => {
  const u = currentUser(request);
  return { id: u.id, role: u.role };
};

const presentAddress = (a: AddressRow): Address => ({
  _id: a.id,
  source: 'user',
  sourceId: a.userId,
  name: a.name,
  country: a.country,
  state: a.state,
  city: a.city,
  district: a.district,
  ward: a.ward,
  streetNumber: a.streetNumber,
  streetAddress: a.streetAddress,
  zipCode: a.zipCode,
  description: a.description,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

/** Orders (contract 3.13): the seller's and the buyer's lists, one order, delivery status, the address. */
export const ordersRoutes: Routes<{
  orders: OrdersService;
  users: UsersRepository;
  storage: Storage;
  tmpDir: string;
}> = async (app, { orders, users, storage, tmpDir }) => {
  const signedIn = { onRequest: requireAuth };

  async function present(rows: OrderRow[]): Promise<Order[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.userId, r.performerId]))];
    const people = new Map((await users.findByIds(ids)).map((u) => [u.id, presentPublicUser(u, storage)]));
    const productIds = [...new Set(rows.map((r) => r.productId))];
    const items = await orders.products(productIds);
    const byId = new Map(items.map((p) => [p.id, p]));
    return rows.map((r) => {
      const p = byId.get(r.productId);
      return {
        _id: r.id,
        transactionId: r.transactionId,
        orderNumber: r.orderNumber,
        performerId: r.performerId,
        performerInfo: (people.get(r.performerId) as Record<string, unknown> | undefined) ?? null,
        userId: r.userId,
        userInfo: (people.get(r.userId) as Record<string, unknown> | undefined) ?? null,
        productId: r.productId,
        productInfo: p ? { _id: p.id, name: p.name, slug: p.slug, type: p.type } : null,
        quantity: r.quantity,
        unitPrice: fromMinor(r.unitPriceMinor),
        totalPrice: fromMinor(r.totalPriceMinor),
        deliveryAddressId: r.deliveryAddressId,
        deliveryAddress: r.deliveryAddress,
        deliveryStatus: r.deliveryStatus,
        shippingCode: r.shippingCode,
        phoneNumber: r.phoneNumber,
        userNote: r.userNote,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
  const presentOne = async (row: OrderRow) => (await present([row]))[0]!;
  const list = okSchema(pagedSchema(orderSchema));

  app.get(
    '/orders/search',
    {
      ...signedIn,
      schema: {
        tags: ['orders'],
        summary: 'The seller’s orders (operators with the money permission: everyone’s, performerId filters)',
        querystring: orderQuerySchema,
        response: { 200: list },
      },
    },
    async (request) => {
      const { rows, total } = await orders.search(caller(request), request.query);
      return paged(await present(rows), total);
    },
  );

  app.get(
    '/orders/users/search',
    {
      ...signedIn,
      schema: {
        tags: ['orders'],
        summary: 'The buyer’s own orders',
        querystring: orderQuerySchema,
        response: { 200: list },
      },
    },
    async (request) => {
      const { rows, total } = await orders.search(caller(request), request.query, true);
      return paged(await present(rows), total);
    },
  );

  const { get, put } = routes(app, ['orders']);

  get(
    '/orders/:id',
    { ...signedIn, summary: 'One order (buyer, seller or operator)', params, response: orderSchema },
    async (request) => presentOne(await orders.view(caller(request), request.params.id)),
  );

  put(
    '/orders/:id/update',
    {
      ...signedIn,
      summary:
        'The seller (or an operator) sets processing | shipping (with shippingCode) | delivered | refunded; ' +
        'refunded reverses the charge once and restocks; the buyer is told',
      params,
      body: orderUpdateSchema,
      response: z.object({ success: z.literal(true) }),
    },
    async (request) => {
      await orders.updateStatus(caller(request), request.params.id, request.body);
      return { success: true as const };
    },
  );

  put(
    '/orders/:id/update/delivery-address',
    {
      ...signedIn,
      summary: 'The buyer changes the delivery address while the order is processing (403 after)',
      params,
      body: orderAddressUpdateSchema,
      response: orderSchema,
    },
    async (request) =>
      presentOne(await orders.changeAddress(caller(request), request.params.id, request.body.deliveryAddressId)),
  );

  // ----- addresses (contract 3.13) -----
  const one = okSchema(addressSchema);
  app.post(
    '/addresses/create',
    {
      ...signedIn,
      schema: {
        tags: ['addresses'],
        summary: 'Adds a delivery address',
        body: addressInputSchema,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(presentAddress(await orders.createAddress(currentUser(request).id, addressInputSchema.parse(request.body)))),
  );

  app.get(
    '/addresses/search',
    {
      ...signedIn,
      schema: {
        tags: ['addresses'],
        summary: 'The account’s own addresses (q: name)',
        querystring: orderQuerySchema.pick({ limit: true, offset: true, sort: true, sortBy: true, q: true }),
        response: { 200: okSchema(pagedSchema(addressSchema)) },
      },
    },
    async (request) => {
      const { rows, total } = await orders.searchAddresses(currentUser(request).id, request.query);
      return paged(rows.map(presentAddress), total);
    },
  );

  app.get(
    '/addresses/:id',
    { ...signedIn, schema: { tags: ['addresses'], summary: 'One own address', params, response: { 200: one } } },
    async (request) => ok(presentAddress(await orders.address(currentUser(request).id, request.params.id))),
  );

  /** Edits arrive as JSON or multipart, through PUT or POST, at `/addresses/{id}` and `/{id}/update`. */
  const edit = async (request: FastifyRequest) => {
    const { id } = params.parse(request.params);
    let raw: unknown = request.body;
    if (request.isMultipart()) raw = (await readMultipart(request, {}, tmpDir)).fields;
    const parsed = addressInputSchema.safeParse(raw ?? {});
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid address');
    await orders.updateAddress(currentUser(request).id, id, parsed.data);
    return ok(true as const);
  };
  const editing = {
    ...signedIn,
    schema: {
      tags: ['addresses'],
      summary: 'Changes an own address (JSON or multipart)',
      params,
      response: { 200: okSchema(z.literal(true)) },
    },
  };
  app.put('/addresses/:id', editing, edit);
  app.post('/addresses/:id', editing, edit);
  app.put('/addresses/:id/update', editing, edit);

  app.delete(
    '/addresses/:id',
    {
      ...signedIn,
      schema: {
        tags: ['addresses'],
        summary: 'Deletes an own address',
        params,
        response: { 200: okSchema(z.literal(true)) },
      },
    },
    async (request) => {
      await orders.deleteAddress(currentUser(request).id, request.params.id);
      return ok(true as const);
    },
  );
};
