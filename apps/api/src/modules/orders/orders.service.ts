import {
  DELIVERY_TRANSITIONS,
  ORDER_MESSAGES,
  flattenAddress,
  staffCan,
  type AddressValues,
  type DeliveryStatus,
} from '@fanlane/shared';
import type { Db } from '../../db/client.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import type { Tx } from '../ledger/ledger.service.js';
import type { Notifier } from '../notifications/notifier.js';
import { productSummaries, type ProductSummary } from '../products/products.repository.js';
import type { ChargesService, ProductCharge } from '../wallet/charges.service.js';
import * as repo from './orders.repository.js';
import type { OrderListQuery, OrderRow } from './orders.repository.js';

export type { AddressRow, OrderRow } from './orders.repository.js';

export interface Caller {
  id: string;
  role: string;
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

  async function orderOf(id: string) {
    const row = await repo.orderById(db, id);
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
    const address = addressId ? await repo.ownAddress(executor, row.userId, addressId) : null;
    if (addressId && !address) throw notFound(ORDER_MESSAGES.addressNotFound);
    const order = await repo.insertOrder(executor, {
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
    });
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
    createAddress: (userId: string, input: AddressValues) => repo.insertAddress(db, userId, input),
    searchAddresses: (userId: string, query: OrderListQuery) => repo.searchAddresses(db, userId, query),
    async address(userId: string, id: string) {
      const row = await repo.ownAddress(db, userId, id);
      if (!row) throw notFound();
      return row;
    },
    async updateAddress(userId: string, id: string, input: AddressValues) {
      const row = await repo.updateAddress(db, userId, id, input);
      if (!row) throw notFound();
      return row;
    },
    async deleteAddress(userId: string, id: string) {
      if (!(await repo.deleteAddress(db, userId, id))) throw notFound();
    },

    // ----- orders -----
    /** The seller's orders (operators: everyone's, or one creator's with `performerId`). */
    search(caller: Caller, query: OrderListQuery, asBuyer = false) {
      const owner = asBuyer
        ? { userId: caller.id }
        : isOperator(caller)
          ? query.performerId
            ? { performerId: query.performerId }
            : null
          : { performerId: caller.id };
      return repo.searchOrders(db, owner, query);
    },

    /** The name, slug and type of the products of a page of orders (what a list shows of them). */
    products: (ids: string[]): Promise<ProductSummary[]> => productSummaries(db, ids),

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
            updated = (await repo.markOrderRefunded(tx, id)) ?? undefined;
          })
          .catch((err: unknown) => {
            if ((err as { statusCode?: number }).statusCode === 404)
              throw unprocessable(ORDER_MESSAGES.transition('refunded', to));
            throw err;
          });
      } else {
        updated = (await repo.moveOrder(db, id, current.deliveryStatus, to, input.shippingCode)) ?? undefined;
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
      const address = await repo.ownAddress(db, caller.id, addressId);
      if (!address) throw notFound(ORDER_MESSAGES.addressNotFound);
      const row = await repo.setOrderAddress(db, id, { id: address.id, text: flattenAddress(address) });
      if (!row) throw forbidden(ORDER_MESSAGES.addressLocked);
      return row;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
