/**
 * The orders module's tables: orders (written by a product's wallet charge, moved on by the seller)
 * and the buyers' delivery addresses. Writes that must commit with a charge take its transaction.
 */
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { AddressValues, DeliveryStatus, ListQuery } from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { dateRangeOf, pageOf, sortOf } from '../../db/paging.js';
import { addresses, orders } from '../../db/schema/index.js';
import type { Tx } from '../ledger/ledger.service.js';
import { deletedAny, rowWhere, updateRowWhere } from '../shared-repo/rows.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type AddressRow = typeof addresses.$inferSelect;

export interface OrderListQuery extends ListQuery {
  deliveryStatus?: string;
  phoneNumber?: string;
  performerId?: string;
}

/** Whose orders a list shows: a buyer's, a seller's, or (null) everyone's. */
export type OrderOwner = { userId: string } | { performerId: string } | null;

// ----- addresses -----

/** The address `id` when it is the user's own. */
const ownedAddress = (userId: string, id: string) => and(eq(addresses.id, id), eq(addresses.userId, userId));

/** One of the user's own addresses, or null (read in the caller's transaction when given). */
export async function ownAddress(q: Db | Tx, userId: string, id: string): Promise<AddressRow | null> {
  return rowWhere(q, addresses, ownedAddress(userId, id));
}

/** Adds a delivery address to the user's. */
export async function insertAddress(db: Db, userId: string, input: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...input, userId })
    .returning();
  return row!;
}

/** The user's own addresses (q: name), sorted and paged. */
export function searchAddresses(
  db: Db,
  userId: string,
  query: ListQuery,
): Promise<{ rows: AddressRow[]; total: number }> {
  return pageOf(
    db,
    addresses,
    [eq(addresses.userId, userId), query.q ? ilike(addresses.name, `%${query.q}%`) : undefined],
    sortOf(query, { createdAt: addresses.createdAt, name: addresses.name }, addresses.createdAt, addresses.id),
    query,
  );
}

/** Changes one of the user's own addresses; null when it is not theirs. */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressValues,
): Promise<AddressRow | null> {
  return updateRowWhere(db, addresses, ownedAddress(userId, id), { ...input, updatedAt: new Date() });
}

/** Deletes one of the user's own addresses; false when it is not theirs. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  return deletedAny(db, addresses, addresses.id, ownedAddress(userId, id));
}

// ----- orders -----

/** Writes a charge's order once (a second write of the same charge is nothing): the order, or null. */
export async function insertOrder(q: Db | Tx, values: NewOrder): Promise<OrderRow | null> {
  const [order] = await q.insert(orders).values(values).onConflictDoNothing().returning();
  return order ?? null;
}

/** One order by id, or null. */
export async function orderById(db: Db, id: string): Promise<OrderRow | null> {
  return rowWhere(db, orders, eq(orders.id, id));
}

/** Orders of one owner (or everyone's), filtered by status, phone and creation date, sorted and paged. */
export function searchOrders(
  db: Db,
  owner: OrderOwner,
  query: OrderListQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where: (SQL | undefined)[] = [
    owner === null
      ? undefined
      : 'userId' in owner
        ? eq(orders.userId, owner.userId)
        : eq(orders.performerId, owner.performerId),
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
}

/** Marks an order refunded, in the refund's transaction; the order, or null. */
export async function markOrderRefunded(tx: Tx, id: string): Promise<OrderRow | null> {
  return updateRowWhere(tx, orders, eq(orders.id, id), { deliveryStatus: 'refunded', updatedAt: new Date() });
}

/** Moves an order on if it still has the status `from` (a shipping code when given); null when it moved meanwhile. */
export async function moveOrder(
  db: Db,
  id: string,
  from: DeliveryStatus,
  to: DeliveryStatus,
  shippingCode: string,
): Promise<OrderRow | null> {
  return updateRowWhere(db, orders, and(eq(orders.id, id), eq(orders.deliveryStatus, from)), {
    deliveryStatus: to,
    ...(shippingCode ? { shippingCode } : {}),
    updatedAt: new Date(),
  });
}

/** Sets a processing order's delivery address; null when it is no longer processing. */
export async function setOrderAddress(
  db: Db,
  id: string,
  address: { id: string; text: string },
): Promise<OrderRow | null> {
  return updateRowWhere(db, orders, and(eq(orders.id, id), eq(orders.deliveryStatus, 'processing')), {
    deliveryAddressId: address.id,
    deliveryAddress: address.text,
    updatedAt: new Date(),
  });
}

/** Marks the order a charge paid for refunded (if it has one), in the charge's refund transaction. */
export async function markChargeOrderRefunded(tx: Tx, chargeId: string): Promise<void> {
  await tx.update(orders).set({ deliveryStatus: 'refunded' }).where(eq(orders.transactionId, chargeId));
}
