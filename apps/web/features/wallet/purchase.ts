import { fromCents, toCents } from './money';
import type { PurchaseTarget } from './wallet.thunks';

/** What the purchase dialog shows and buys. */
export interface PurchaseItem {
  target: PurchaseTarget;
  _id: string;
  title: string;
  price: number;
  image?: string | null;
  performerName?: string;
  /** Physical products: how many are left (the quantity is capped by it). */
  stock?: number;
}

/** Every kind of item the purchase dialog sells (its strings are keyed by these: `wallet.purchase.*`). */
export const PURCHASE_TARGETS: readonly PurchaseTarget[] = [
  'feed',
  'video',
  'gallery',
  'reel',
  'message',
  'product',
  'stream',
];

/** The total of `quantity` items at `price`, to the cent (at least one item). */
export const totalPrice = (price: number, quantity: number) => fromCents(toCents(price) * Math.max(1, quantity));
