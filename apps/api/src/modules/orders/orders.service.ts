import { and, eq, ilike, type SQL } from 'drizzle-orm';
import {
  DELIVERY_TRANSITIONS,
  ORDER_MESSAGES,
  flattenAddress,
  staffCan,
  type AddressValues,
  type DeliveryStatus,
} from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { dateRangeOf, pageOf, sortOf } from '../../db/paging.js';
import { addresses, orders } from '../../db/schema/index.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { Tx } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ChargesService, ProductCharge } from '../wallet/charges.service.js';

export type OrderRow = typeof orders.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export interface Caller {
  id: string;
  role: string;
}

interface ListQuery {
  limit: number;
  offset: number;
  sort: 'asc' | 'desc';
  sortBy: string;
  fromDate?: string;
  toDate?: string;
  q?: string;
  deliveryStatus?: string;
  phoneNumber?: string;
  performerId?: string;
}

const isOperator = (caller: Caller) => staffCan(caller.role, 'money');

/**
 * Orders and delivery addresses (business-rules "Orders and products"). An order is written by the
 * product's wallet charge (`charges.onProductCharge`): in the charge's transaction for a physical
 * product (stock, money and order together), right after it for a digital one. A refund goes
 * through `charges.refund` (ledger reversal, restock, entitlement withdrawn) with the order's status
 * in the same transaction, so it happens once.
 */
export function createOrdersService(deps: { db: Db; charges: ChargesService; notifier: Notifier }) {
  const { db, charges, notifier } = deps;

  async function ownAddress(userId: string, id: string, executor: Db | Tx = db) {
    const [row] = await executor
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row ?? null;
  }

  async function orderOf(id: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw notFound();
    return row;
  }

  function tell(row: OrderRow, actorId: string | null) {
    void notifier.notify({
      userId: row.userId,
      actorId,
      type: 'order_status',
      objectType: 'order',
      objectId: row.id,
      link: `/orders/${row.id}`,
      data: { status: row.deliveryStatus, orderNumber: row.orderNumber },
      key: `order_status:${row.id}:${row.deliveryStatus}:${row.shippingCode}`,
    });
  }

  /**
   * Writes the order of a product charge. A delivery address that is not the buyer's refuses the
   * charge. The creator's notice is returned, for the charge to send once it has committed.
   */
  async function record(executor: Db | Tx, charge: ProductCharge) {
    const { row, shipping } = charge;
    const addressId = typeof shipping.deliveryAddressId === 'string' ? shipping.deliveryAddressId : '';
    const address = addressId ? await ownAddress(row.userId, addressId, executor) : null;
    if (addressId && !address) throw notFound(ORDER_MESSAGES.addressNotFound);
    const [order] = await executor
      .insert(orders)
      .values({
        transactionId: row.id,
        orderNumber: row.id.slice(-8).toUpperCase(),
        performerId: row.performerId,
        userId: row.userId,
        productId: row.targetId,
        productType: charge.physical ? 'physical' : 'digital',
        quantity: charge.quantity,
        unitPriceMinor: charge.unitPriceMinor,
        totalPriceMinor: row.totalPriceMinor,
        deliveryAddressId: address?.id ?? null,
        deliveryAddress: address ? flattenAddress(address) : '',
        deliveryStatus: charge.physical ? 'processing' : 'delivered',
        phoneNumber: typeof shipping.phoneNumber === 'string' ? shipping.phoneNumber : '',
        userNote: typeof shipping.userNote === 'string' ? shipping.userNote : '',
      })
      .onConflictDoNothing()
      .returning();
    if (!order || !charge.physical) return;
    return () =>
      void notifier.notify({
        userId: order.performerId,
        actorId: order.userId,
        type: 'order_status',
        objectType: 'order',
        objectId: order.id,
        link: `/creator/orders`,
        data: { status: 'created', orderNumber: order.orderNumber },
        key: `order_created:${order.id}`,
      });
  }
  charges.onProductCharge(record);

  return {
    // ----- addresses -----
    async createAddress(userId: string, input: AddressValues) {
      const [row] = await db
        .insert(addresses)
        .values({ ...input, userId })
        .returning();
      return row!;
    },
    searchAddresses(userId: string, query: ListQuery) {
      return pageOf(
        db,
        addresses,
        [eq(addresses.userId, userId), query.q ? ilike(addresses.name, `%${query.q}%`) : undefined],
        sortOf(query, { createdAt: addresses.createdAt, name: addresses.name }, addresses.createdAt, addresses.id),
        query,
      );
    },
    async address(userId: string, id: string) {
      const row = await ownAddress(userId, id);
      if (!row) throw notFound();
      return row;
    },
    async updateAddress(userId: string, id: string, input: AddressValues) {
      const [row] = await db
        .update(addresses)
        .set({ ...input, updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      if (!row) throw notFound();
      return row;
    },
    async deleteAddress(userId: string, id: string) {
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      if (!row) throw notFound();
    },

    // ----- orders -----
    /** The seller's orders (operators: everyone's, or one creator's with `performerId`). */
    search(caller: Caller, query: ListQuery, asBuyer = false) {
      const where: (SQL | undefined)[] = [
        asBuyer
          ? eq(orders.userId, caller.id)
          : isOperator(caller)
            ? query.performerId
              ? eq(orders.performerId, query.performerId)
              : undefined
            : eq(orders.performerId, caller.id),
        query.deliveryStatus ? eq(orders.deliveryStatus, query.deliveryStatus as DeliveryStatus) : undefined,
        query.phoneNumber ? ilike(orders.phoneNumber, `%${query.phoneNumber}%`) : undefined,
        dateRangeOf(query, orders.createdAt),
      ];
      return pageOf(
        db,
        orders,
        where,
        sortOf(
          query,
          { updatedAt: orders.updatedAt, createdAt: orders.createdAt, totalPrice: orders.totalPriceMinor },
          orders.updatedAt,
          orders.id,
        ),
        query,
      );
    },

    /** The buyer, the seller or an operator; anyone else: not found. */
    async view(caller: Caller, id: string) {
      const row = await orderOf(id);
      if (row.userId !== caller.id && row.performerId !== caller.id && !isOperator(caller)) throw notFound();
      return row;
    },

    /** The seller (or an operator) moves the delivery on; `refunded` reverses the charge once. */
    async updateStatus(caller: Caller, id: string, input: { deliveryStatus: DeliveryStatus; shippingCode: string }) {
      const current = await orderOf(id);
      if (current.performerId !== caller.id && !isOperator(caller)) {
        if (current.userId === caller.id) throw forbidden();
        throw notFound();
      }
      const to = input.deliveryStatus;
      if (!DELIVERY_TRANSITIONS[current.deliveryStatus].includes(to))
        throw unprocessable(ORDER_MESSAGES.transition(current.deliveryStatus, to));
      if (to === 'shipping' && !input.shippingCode) throw unprocessable(ORDER_MESSAGES.shippingCodeRequired);
      let updated: OrderRow | undefined;
      if (to === 'refunded') {
        // Two refunds at once: the charge's status guard lets one through; the other finds it refunded.
        await charges
          .refund(current.transactionId, async (tx) => {
            [updated] = await tx
              .update(orders)
              .set({ deliveryStatus: 'refunded', updatedAt: new Date() })
              .where(eq(orders.id, id))
              .returning();
          })
          .catch((err: unknown) => {
            if ((err as { statusCode?: number }).statusCode === 404)
              throw unprocessable(ORDER_MESSAGES.transition('refunded', to));
            throw err;
          });
      } else {
        [updated] = await db
          .update(orders)
          .set({
            deliveryStatus: to,
            ...(input.shippingCode ? { shippingCode: input.shippingCode } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(orders.id, id), eq(orders.deliveryStatus, current.deliveryStatus)))
          .returning();
      }
      if (!updated) throw unprocessable(ORDER_MESSAGES.transition(current.deliveryStatus, to));
      tell(updated, caller.id);
      return updated;
    },

    /** The buyer changes the delivery address while the order is processing (403 after). */
    async changeAddress(caller: Caller, id: string, addressId: string) {
      const current = await orderOf(id);
      if (current.userId !== caller.id) throw notFound();
      if (current.deliveryStatus !== 'processing' || current.productType !== 'physical')
        throw forbidden(ORDER_MESSAGES.addressLocked);
      const address = await ownAddress(caller.id, addressId);
      if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
      const [row] = await db
        .update(orders)
        .set({ deliveryAddressId: address.id, deliveryAddress: flattenAddress(address), updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.deliveryStatus, 'processing')))
        .returning();
      if (!row) throw forbidden(ORDER_MESSAGES.addressLocked);
      return row;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
